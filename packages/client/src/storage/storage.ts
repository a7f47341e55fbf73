import { SESSION_SCOPED, STORAGE_KEYS, type StorageKey, type StoredValues } from './keys';

/**
 * Typed access to browser storage. Storage can be missing or throw (private mode, a partner's
 * sandboxed iframe, a full quota): then values live in memory for this page only.
 */
export class TypedStorage {
  private readonly memory = new Map<string, string>();

  constructor(
    private readonly local: Storage | null = safeStorage('localStorage'),
    private readonly session: Storage | null = safeStorage('sessionStorage'),
  ) {}

  get<K extends StorageKey>(key: K): StoredValues[K] | undefined {
    const raw = this.read(key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as StoredValues[K];
    } catch {
      return undefined;
    }
  }

  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    const raw = JSON.stringify(value);
    const name = STORAGE_KEYS[key];
    this.memory.set(name, raw);
    try {
      this.area(key)?.setItem(name, raw);
    } catch {
      // Quota or access errors: the in-memory copy keeps the page working.
    }
  }

  remove(key: StorageKey): void {
    const name = STORAGE_KEYS[key];
    this.memory.delete(name);
    try {
      this.area(key)?.removeItem(name);
    } catch {
      // See set().
    }
  }

  private read(key: StorageKey): string | null {
    const name = STORAGE_KEYS[key];
    try {
      const stored = this.area(key)?.getItem(name);
      if (stored != null) return stored;
    } catch {
      // Fall through to memory.
    }
    return this.memory.get(name) ?? null;
  }

  private area(key: StorageKey): Storage | null {
    return SESSION_SCOPED.has(key) ? this.session : this.local;
  }
}

function safeStorage(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** A random id for this browser, created on first use. */
export function browserSessionId(storage: TypedStorage, random: () => string): string {
  const existing = storage.get('sessionId');
  if (existing) return existing;
  const id = random();
  storage.set('sessionId', id);
  return id;
}

/**
 * A random id. `crypto.randomUUID` exists only on secure pages (https, localhost); a game opened
 * over plain http on a LAN address still gets an id from `getRandomValues`.
 */
export function randomId(crypto: Crypto = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
