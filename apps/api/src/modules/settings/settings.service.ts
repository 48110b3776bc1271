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
import { findSettingsRows, upsertSettingsRow } from './settings.repository';

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
  return (await settingsOfUsers(db, [userID])).get(userID)!;
}

/** Stored settings with the defaults for whatever was never saved. */
const settingsFrom = (row?: { notifications: string; privacy: string }) =>
  userSettingsSchema.parse({
    notifications: parseJson(row?.notifications),
    privacy: parseJson(row?.privacy),
  });

/** The settings of several users, read in one query, each with the defaults for what they never chose. */
export async function settingsOfUsers(
  db: Kysely<Database> | Transaction<Database>,
  userIDs: number[],
): Promise<Map<number, UserSettings>> {
  const distinct = [...new Set(userIDs)];
  const rows = new Map((await findSettingsRows(db, distinct)).map((row) => [row.userID, row]));
  return new Map(distinct.map((userID) => [userID, settingsFrom(rows.get(userID))]));
}

/** Of these users, those whose profile is not public: read in one query (reviews name their reviewers). */
export async function hiddenProfilesOf(db: Kysely<Database>, userIDs: number[]): Promise<Set<number>> {
  const hidden = new Set<number>();
  for (const [userID, settings] of await settingsOfUsers(db, userIDs))
    if (!settings.privacy.profilePublic) hidden.add(userID);
  return hidden;
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
