// spec 000 §9 and docs/decisions/email-codes.md: email verification and passwords
export const TOKEN_LIFETIME_SECONDS = 3600;
/** A session's refresh token renews it this long after its last use (docs/decisions/tokens-and-sessions.md). */
export const REFRESH_TOKEN_IDLE_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const BIRTH_YEAR_MIN = 1900;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_LIFETIME_SECONDS = 600;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Verification or reset codes mailed to one account in 24 hours, per kind. */
export const CODES_PER_ACCOUNT_PER_DAY = 5;
/** A registration whose email is not verified within this time gives its email and name free again. */
export const UNVERIFIED_REGISTRATION_LIFETIME_HOURS = 24;
/**
 * An account that got no user yet (step 1 of registration done, step 2 not) keeps its email and name this
 * long: time enough to correct the form and try again, which reuses the account.
 */
export const ACCOUNT_WITHOUT_USER_LIFETIME_MINUTES = 60;

export const ACCOUNT_TYPES = ['user', 'business', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** Account types anyone may register; admins are made with `npm run admin:create`. */
export const REGISTRABLE_ACCOUNT_TYPES = ['user', 'business'] as const;

export const NATIONAL_REGISTER_NUMBER_PATTERN = /^\d{2}\.\d{2}\.\d{2}-\d{3}\.\d{2}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/**
 * Names that would pass for the product, its staff or a test; refused as usernames at registration and
 * onboarding alike (spec 001 §5 names admin, test and user), in any case.
 */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'beheer',
  'beheerder',
  'jobbel',
  'moderator',
  'root',
  'support',
  'system',
  'team',
  'test',
  'user',
] as const;

export const isReservedUsername = (name: string) =>
  (RESERVED_USERNAMES as readonly string[]).includes(name.trim().toLowerCase());
