import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import { TypedStorage, browserSessionId, randomId } from './storage';

describe('TypedStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('round-trips typed values under the prefixed names', () => {
    const storage = new TypedStorage();
    storage.set('creatureOrder', [3, 1, 2]);
    storage.set('usedRemap', true);
    expect(storage.get('creatureOrder')).toEqual([3, 1, 2]);
    expect(localStorage.getItem(STORAGE_KEYS.usedRemap)).toBe('true');
  });

  it('keeps the error report counter in session storage', () => {
    new TypedStorage().set('errorReports', 2);
    expect(sessionStorage.getItem(STORAGE_KEYS.errorReports)).toBe('2');
    expect(localStorage.getItem(STORAGE_KEYS.errorReports)).toBeNull();
  });

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = new TypedStorage(broken, broken);
    storage.set('maxLevel', 12);
    expect(storage.get('maxLevel')).toBe(12);
    storage.remove('maxLevel');
    expect(storage.get('maxLevel')).toBeUndefined();
  });

  it('ignores a corrupt value', () => {
    localStorage.setItem(STORAGE_KEYS.maxLevel, '{not json');
    expect(new TypedStorage().get('maxLevel')).toBeUndefined();
  });

  it('creates the browser session id once', () => {
    const storage = new TypedStorage();
    const first = browserSessionId(storage, () => 'abc');
    expect(first).toBe('abc');
    expect(browserSessionId(storage, () => 'other')).toBe('abc');
  });

  it('makes random ids also where randomUUID is missing (plain http)', () => {
    const insecure = { getRandomValues: (a: Uint8Array) => a.fill(171) } as unknown as Crypto;
    expect(randomId(insecure)).toBe('ab'.repeat(16));
    expect(randomId()).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
