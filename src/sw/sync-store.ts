/** SPEC §3 Local database: MyDatabase, store syncStore, one record with id 1 holding baseURL. */
export const SYNC_DATABASE = 'MyDatabase';
export const SYNC_STORE = 'syncStore';
const RECORD_ID = 1;

/** The record the page writes and the worker reads. */
interface SyncRecord {
  id: number;
  baseURL: string;
}

/** The database the page and the service worker share (plain IndexedDB: three calls do not need a library). */
export type SyncStore = IDBDatabase;

/** An IndexedDB request as a promise. */
function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens (and on first use creates) the database the page and the service worker share. */
export function openSyncStore(): Promise<SyncStore> {
  const open = indexedDB.open(SYNC_DATABASE, 1);
  open.onupgradeneeded = () => void open.result.createObjectStore(SYNC_STORE, { keyPath: 'id' });
  return settled(open);
}

/** Records the API base the page uses, so the worker's background sync calls the same API. */
export async function storeApiBase(db: SyncStore, baseURL: string): Promise<void> {
  const transaction = db.transaction(SYNC_STORE, 'readwrite');
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
  transaction.objectStore(SYNC_STORE).put({ id: RECORD_ID, baseURL } satisfies SyncRecord);
  await committed;
}

export async function readApiBase(db: SyncStore): Promise<string | null> {
  const record = (await settled(db.transaction(SYNC_STORE).objectStore(SYNC_STORE).get(RECORD_ID))) as
    SyncRecord | undefined;
  return record?.baseURL ?? null;
}
