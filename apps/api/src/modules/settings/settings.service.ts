import { type UserSettings, userSettingsSchema } from '@jobbel/shared/settings/settings.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import type { AuthContext } from '../auth/token.service';
import { findSettingsRow, upsertSettingsRow } from './settings.repository';

function parseJson(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

/** The stored choices with the spec's defaults for anything never chosen (spec 001 §3). */
export async function settingsOf(db: Kysely<Database>, userID: number): Promise<UserSettings> {
  const row = await findSettingsRow(db, userID);
  return userSettingsSchema.parse({
    notifications: parseJson(row?.notifications),
    privacy: parseJson(row?.privacy),
  });
}

function ownUserID(auth: AuthContext): number {
  if (auth.userID === null) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  return auth.userID;
}

export function ownSettings(db: Kysely<Database>, auth: AuthContext) {
  return settingsOf(db, ownUserID(auth));
}

export async function saveOwnSettings(db: Kysely<Database>, auth: AuthContext, settings: UserSettings) {
  const userID = ownUserID(auth);
  await upsertSettingsRow(db, {
    userID,
    notifications: JSON.stringify(settings.notifications),
    privacy: JSON.stringify(settings.privacy),
  });
  return settingsOf(db, userID);
}
