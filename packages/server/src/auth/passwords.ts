import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, so spelled out here). */
const ARGON2ID = 2;

/** argon2id parameters: OWASP's 19 MiB / 2 passes / 1 lane by default. */
export interface PasswordHasherOptions {
  readonly memoryCost?: number;
  readonly timeCost?: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
  /** Spends the time of a verify for an unknown account, so timing does not tell names apart. */
  dummyVerify(password: string): Promise<void>;
}

export function argon2Hasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const params = {
    algorithm: ARGON2ID,
    memoryCost: options.memoryCost ?? 19_456,
    timeCost: options.timeCost ?? 2,
    parallelism: 1,
  };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, params),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    dummyVerify: async (password) => {
      dummy ??= hash('not-a-real-password', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
