import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** SPEC §3 Local database: MyDatabase, store syncStore, one record with id 1 holding baseURL. */
export const SYNC_DATABASE = 'MyDatabase';
export const SYNC_STORE = 'syncStore';
const RECORD_ID = 1;

interface SyncSchema extends DBSchema {
  syncStore: { key: number; value: { id: number; baseURL: string } };
}

export type SyncStore = IDBPDatabase<SyncSchema>;

/** Opens (and on first use creates) the database the page and the service worker share. */
export function openSyncStore(): Promise<SyncStore> {
  return openDB<SyncSchema>(SYNC_DATABASE, 1, {
    upgrade: (db) => void db.createObjectStore(SYNC_STORE, { keyPath: 'id' }),
  });
}

/** Records the API base the page uses, so the worker's background sync calls the same API. */
export async function storeApiBase(db: SyncStore, baseURL: string): Promise<void> {
  await db.put(SYNC_STORE, { id: RECORD_ID, baseURL });
}

export async function readApiBase(db: SyncStore): Promise<string | null> {
  return (await db.get(SYNC_STORE, RECORD_ID))?.baseURL ?? null;
}
