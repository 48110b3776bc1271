import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import type { Language } from '@jobbel/shared/i18n/locales';
import type { TokenKind } from '../db/database';

/** Who sent a request: read from its bearer token by plugins/auth.ts, asked by every service and lib/policy.ts. */
export interface AuthContext {
  tokenID: number;
  tokenKind: TokenKind;
  accountID: number;
  accountType: AccountType;
  userID: number | null;
  /** the login session of a user token; null for client tokens */
  sessionID: string | null;
  /** the user's chosen language; null when they chose none (the request's Accept-Language decides) */
  language: Language | null;
}
