import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can } from '../../lib/policy';
import { settingsOf } from '../settings/settings.service';
import { appliedToBusinessOf } from './users.repository';

/**
 * docs/decisions/who-may-do-what.md: a profile its owner hid (profilePublic off) answers 404 to
 * everyone but the owner, admins and businesses it applied to, as if it did not exist; the same for
 * its skills and experience.
 */
export async function ensureProfileVisible(
  db: Kysely<Database>,
  viewer: AuthContext,
  userID: number,
  profilePublic?: boolean,
): Promise<void> {
  if (profilePublic ?? (await settingsOf(db, userID)).privacy.profilePublic) return;
  const appliedToViewer =
    viewer.accountType === 'business' && (await appliedToBusinessOf(db, userID, viewer.accountID));
  if (!can.seeHiddenProfile(viewer, userID, appliedToViewer)) throw notFound(t('api.auth.userNotFound'));
}
