import { z } from 'zod';
import { cursorPageOf, idCursorSchema } from '../app/page.schemas';
import { TRIGRAM_CHARACTERS, trigramsCanFind } from '../app/trigrams';

export const ADMIN_USER_STATUSES = ['all', 'active', 'inactive', 'suspended'] as const;
export const ADMIN_JOB_STATUSES = ['all', 'active', 'filled', 'expired'] as const;

export const adminUserSchema = z.object({
  userID: z.number(),
  accountID: z.number(),
  accountType: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  /** active once the email is confirmed; inactive before (suspension does not exist yet) */
  status: z.enum(['active', 'inactive', 'suspended']),
  joinDate: z.string(),
  /** completed shifts: a worker's, or those of the business it registered */
  completedJobs: z.number(),
  /** the average of the revealed ratings, as the profile shows it; null before the first */
  rating: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminJobSchema = z.object({
  jobID: z.number(),
  jobTitle: z.string(),
  jobType: z.string(),
  companyName: z.string(),
  jobLocation: z.string(),
  jobStatus: z.string(),
  applications: z.number(),
  jobWagePerHour: z.number().nullable(),
  jobAddedDateTime: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

/**
 * A search counts its matches no further than this: past it the number says nothing an administrator
 * acts on, and counting every match of a common word reads the whole table.
 */
export const ADMIN_SEARCH_COUNT_LIMIT = 1000;

/** Newest first, a page at a time by cursor: a list of every user or job must not read all before a deep page. */
function adminPageOf<T extends z.ZodType>(item: T) {
  return cursorPageOf(item).extend({
    totalIsAtLeast: z
      .boolean()
      .describe(`More match than total: a search counts no further than ${ADMIN_SEARCH_COUNT_LIMIT}`),
  });
}
export const adminUserPageSchema = adminPageOf(adminUserSchema);
export const adminJobPageSchema = adminPageOf(adminJobSchema);

export const adminOverviewSchema = z.object({
  totalUsers: z.number(),
  activeJobs: z.number(),
  totalCompanies: z.number(),
  recentUsers: z.array(adminUserSchema),
  recentJobs: z.array(adminJobSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/**
 * The fewest characters an admin search looks for: every search reads the trigram indexes, which cannot
 * look up less than three, and one or two letters are in most names anyway
 * (docs/decisions/national-scale.md).
 */
export const ADMIN_SEARCH_MIN_CHARACTERS = TRIGRAM_CHARACTERS;

/** Whether a typed search is long enough to be sent; none at all lists everything. */
export function adminSearchIsLongEnough(search: string): boolean {
  return trigramsCanFind(search.trim());
}

const listQuery = {
  search: z
    .string()
    .trim()
    .max(100)
    .refine((search) => search === '' || adminSearchIsLongEnough(search), 'validation.admin.searchTooShort')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: idCursorSchema.optional().describe('The nextCursor of the previous page'),
};
export const adminUserQuerySchema = z.object({
  ...listQuery,
  status: z.enum(ADMIN_USER_STATUSES).default('all'),
});
export const adminJobQuerySchema = z.object({
  ...listQuery,
  status: z.enum(ADMIN_JOB_STATUSES).default('all'),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export type AdminJobQuery = z.infer<typeof adminJobQuerySchema>;
