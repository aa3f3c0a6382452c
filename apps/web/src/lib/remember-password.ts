/**
 * "Remember password" without keeping the password readable at rest: it is encrypted with a
 * non-extractable AES-GCM key that lives only in IndexedDB. Without WebCrypto or IndexedDB only the
 * account is remembered. See docs/decisions/0001-remember-password.md.
 */
const DB_NAME = 'notaria-secure';
const STORE = 'keys';
const KEY_ID = 'remember-password';
const ENTRY = 'notaria.remember';

interface Entry {
  v: 1;
  account: string;
  iv?: string;
  data?: string;
}

export interface Remembered {
  account: string;
  password?: string;
}

const b64 = (buf: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(buf)));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export function secureStorageAvailable(): boolean {
  return typeof indexedDB !== 'undefined' && !!globalThis.crypto?.subtle && globalThis.isSecureContext !== false;
}

function idb<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(req.result);
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  });
}

async function getKey(create: boolean): Promise<CryptoKey | null> {
  const existing = await idb<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID));
  if (existing || !create) return existing ?? null;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await idb('readwrite', (s) => s.put(key, KEY_ID));
  return key;
}

function readEntry(): Entry | null {
  try {
    const raw = localStorage.getItem(ENTRY);
    const entry = raw ? (JSON.parse(raw) as Entry) : null;
    return entry?.v === 1 && typeof entry.account === 'string' ? entry : null;
  } catch {
    return null;
  }
}

/** Returns what was kept: the encrypted password with the account, or the account alone. */
export async function remember(account: string, password: string): Promise<'encrypted' | 'account-only'> {
  if (secureStorageAvailable()) {
    try {
      const key = (await getKey(true))!;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password));
      localStorage.setItem(ENTRY, JSON.stringify({ v: 1, account, iv: b64(iv), data: b64(data) } satisfies Entry));
      return 'encrypted';
    } catch {
      /* fall through to account only */
    }
  }
  localStorage.setItem(ENTRY, JSON.stringify({ v: 1, account } satisfies Entry));
  return 'account-only';
}

export async function recall(): Promise<Remembered | null> {
  const entry = readEntry();
  if (!entry) return null;
  if (!entry.iv || !entry.data || !secureStorageAvailable()) return { account: entry.account };
  try {
    const key = await getKey(false);
    if (!key) return { account: entry.account };
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(entry.iv) }, key, unb64(entry.data));
    return { account: entry.account, password: new TextDecoder().decode(plain) };
  } catch {
    return { account: entry.account };
  }
}

export async function forget(): Promise<void> {
  localStorage.removeItem(ENTRY);
  if (!secureStorageAvailable()) return;
  await idb('readwrite', (s) => s.delete(KEY_ID)).catch(() => undefined);
}
