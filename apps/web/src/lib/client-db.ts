import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// spec 000 §3: client database version 1 with stores tokens, userData, preferences
export const CLIENT_DB_NAME = 'jobbel';
export const CLIENT_DB_VERSION = 1;
export const STORES = ['tokens', 'userData', 'preferences'] as const;
export type StoreName = (typeof STORES)[number];

interface ClientDbSchema extends DBSchema {
  tokens: { key: string; value: unknown };
  userData: { key: string; value: unknown };
  preferences: { key: string; value: unknown };
}

let connection: Promise<IDBPDatabase<ClientDbSchema>> | undefined;

function clientDb() {
  connection ??= openDB<ClientDbSchema>(CLIENT_DB_NAME, CLIENT_DB_VERSION, {
    upgrade(db) {
      for (const store of STORES) {
        if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      }
    },
  });
  return connection;
}

export async function readItem<T>(store: StoreName, key: string): Promise<T | undefined> {
  return (await (await clientDb()).get(store, key)) as T | undefined;
}

export async function writeItem(store: StoreName, key: string, value: unknown): Promise<void> {
  await (await clientDb()).put(store, value, key);
}

export async function deleteItem(store: StoreName, key: string): Promise<void> {
  await (await clientDb()).delete(store, key);
}

export async function clearStores(stores: readonly StoreName[]): Promise<void> {
  const db = await clientDb();
  await Promise.all(stores.map((store) => db.clear(store)));
}
