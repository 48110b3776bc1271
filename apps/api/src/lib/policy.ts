import type { AuthContext } from './auth-context';
import { forbidden } from './http-error';

/**
 * Who may do what, in one place (docs/decisions/who-may-do-what.md). Each rule is a plain
 * question; services ask it through `ensure`, which answers 403 with the message of the case.
 */
const isAdmin = (auth: AuthContext) => auth.accountType === 'admin';

export const can = {
  administer: (auth: AuthContext) => isAdmin(auth),
  /** An account's own settings, name and deletion. */
  manageAccount: (auth: AuthContext, accountID: number) => isAdmin(auth) || auth.accountID === accountID,
  /** A worker's profile, skills, experience and avatar. */
  editUser: (auth: AuthContext, userID: number) => isAdmin(auth) || auth.userID === userID,
  /** Profile, opening hours, images and jobs of a business, by the account that owns it. */
  manageBusiness: (auth: AuthContext, businessAccountID: number | undefined) =>
    isAdmin(auth) || (businessAccountID !== undefined && auth.accountID === businessAccountID),
  actAsBusiness: (auth: AuthContext) => auth.accountType === 'business',
  /** A booked shift's steps (rating, hours, no-shows, cancelling): the business's own account only. */
  actForBusiness: (auth: AuthContext, businessAccountID: number | undefined) =>
    businessAccountID !== undefined && auth.accountID === businessAccountID,
  applyAs: (auth: AuthContext, userID: number) => auth.accountType === 'user' && auth.userID === userID,
  viewApplicationsOf: (auth: AuthContext, userID: number) =>
    auth.accountType !== 'business' && (isAdmin(auth) || auth.userID === userID),
  withdrawApplication: (auth: AuthContext, applicantUserID: number) => auth.userID === applicantUserID,
  setOthersPassword: (auth: AuthContext) => isAdmin(auth),
  /** A profile its owner hid (profilePublic off): the owner, admins, and businesses it applied to. */
  seeHiddenProfile: (auth: AuthContext, userID: number, appliedToViewer: boolean) =>
    isAdmin(auth) || auth.userID === userID || (auth.accountType === 'business' && appliedToViewer),
};

export function ensure(allowed: boolean, message: string, error = 'forbidden'): void {
  if (!allowed) throw forbidden(message, error);
}
