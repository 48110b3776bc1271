import { readItem, writeItem } from './client-db';

export const MIGRATION_COMPLETED = 'migrationCompleted';

// spec 000 §4: items the earlier client kept in localStorage
const LEGACY_ITEMS = [
  { key: 'access_token', store: 'tokens', as: 'accessToken' },
  { key: 'token_expiry', store: 'tokens', as: 'expiresAt' },
  { key: 'token_response', store: 'tokens', as: 'tokenResponse' },
  { key: 'user', store: 'userData', as: 'currentUser' },
  { key: 'favoriteJobs', store: 'preferences', as: 'favoriteJobs' },
] as const;

function parseLegacy(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Moves the legacy localStorage items into the client database once, then marks it done. */
export async function migrateLegacyStorage(storage: Storage = window.localStorage): Promise<void> {
  if (await readItem<boolean>('preferences', MIGRATION_COMPLETED)) return;
  for (const item of LEGACY_ITEMS) {
    const raw = storage.getItem(item.key);
    if (raw === null) continue;
    const value = parseLegacy(raw);
    await writeItem(item.store, item.as, item.as === 'expiresAt' ? Number(value) : value);
    storage.removeItem(item.key);
  }
  await writeItem('preferences', MIGRATION_COMPLETED, true);
}
