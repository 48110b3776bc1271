import {
  type UserSettings,
  type UserSettingsChange,
  userSettingsSchema,
} from '@jobbel/shared/settings/settings.schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { findSettingsRow, upsertSettingsRow } from './settings.repository';

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The stored choices with the spec's defaults for anything never chosen (spec 001 §3). */
export async function settingsOf(
  db: Kysely<Database> | Transaction<Database>,
  userID: number,
): Promise<UserSettings> {
  const row = await findSettingsRow(db, userID);
  return userSettingsSchema.parse({
    notifications: parseJson(row?.notifications),
    privacy: parseJson(row?.privacy),
  });
}

/** The signed-in account's user: settings, notifications and mail tokens belong to users. */
export function ownUserID(auth: AuthContext): number {
  if (auth.userID === null) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  return auth.userID;
}

export function ownSettings(db: Kysely<Database>, auth: AuthContext) {
  return settingsOf(db, ownUserID(auth));
}

/** Merges the changed switches into the stored ones, in one transaction. */
export function saveOwnSettings(db: Kysely<Database>, auth: AuthContext, change: UserSettingsChange) {
  return saveSettings(db, ownUserID(auth), change);
}

/** The same for a user named by a proof other than a session (the unsubscribe link in a mail). */
export async function saveSettings(db: Kysely<Database>, userID: number, change: UserSettingsChange) {
  await db.transaction().execute(async (trx) => {
    const stored = await settingsOf(trx, userID);
    await upsertSettingsRow(trx, {
      userID,
      notifications: JSON.stringify({ ...stored.notifications, ...change.notifications }),
      privacy: JSON.stringify({ ...stored.privacy, ...change.privacy }),
    });
  });
  return settingsOf(db, userID);
}
