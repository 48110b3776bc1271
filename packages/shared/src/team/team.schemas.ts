import { z } from 'zod';
import { cursorPageOf, momentCursorSchema } from '../app/page.schemas';
import { idSchema } from '../app/primitive.schemas';
import { workerRecordSchema } from '../shifts/shift.schemas';

/** At most this many team members are invited to one job in one go. */
export const TEAM_INVITE_MAX = 50;

/** How many team members one page of "Mijn team" shows, each with the record computed for it. */
export const TEAM_PAGE_SIZE = 20;

/** POST /api/team — a worker who applied to the business joins its team ("Mijn team"). */
export const addTeamMemberPayloadSchema = z.object({ userID: idSchema });

export const teamMemberSchema = z.object({
  userID: z.number(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userAvatar: z.string().nullable(),
  teamMemberAddedDateTime: z.string(),
  record: workerRecordSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET /api/team — the team, most recently added first, a page at a time. */
export const teamListQuerySchema = z.object({
  after: momentCursorSchema.optional().describe('The nextCursor of the previous page'),
});

export const teamListSchema = cursorPageOf(teamMemberSchema);
export type TeamList = z.infer<typeof teamListSchema>;

/** The answer to adding a worker to the team or removing her: whether she is in it now. */
export const teamMembershipSchema = z.object({ userID: z.number(), inTeam: z.boolean() });
export type TeamMembership = z.infer<typeof teamMembershipSchema>;

/** POST /api/team/invitations — invite team members to an open job of the business. */
export const teamInvitePayloadSchema = z.object({
  jobID: idSchema,
  userIDs: z.array(idSchema).min(1, 'validation.team.chooseWhom').max(TEAM_INVITE_MAX),
});
export type TeamInvitePayload = z.infer<typeof teamInvitePayloadSchema>;

/** Who got an invitation, and who was skipped because they already applied or were invited. */
export const teamInviteResultSchema = z.object({
  invited: z.array(z.number()),
  skipped: z.array(z.number()),
});
export type TeamInviteResult = z.infer<typeof teamInviteResultSchema>;

/** POST /api/jobapplications/invitation?id= — the worker accepts (a place is taken at once) or declines. */
export const invitationAnswerPayloadSchema = z.object({ accept: z.boolean() });
