import { MINUTE_MS, type Lang } from '@heroroad/rules';
import { AppError } from '../../core/errors.js';

/** A platform's user, as its verified credentials name them. */
export interface PlatformUser {
  /** The platform's own user id (the identity's key together with the auth source). */
  readonly id: string;
  readonly name: string | null;
  readonly lang: Lang | null;
}

/** What a sign-in call carries: the platform's credential text, and a user id where it is separate. */
export interface SignInInput {
  readonly payload: string;
  readonly userId?: string | undefined;
}

export const refuse = {
  signature: () => new AppError('PLATFORM_SIGNATURE_INVALID', 401),
  stale: () => new AppError('PLATFORM_CREDENTIALS_STALE', 401),
  malformed: () => new AppError('PLATFORM_CREDENTIALS_MALFORMED'),
  wrongApp: () => new AppError('PLATFORM_WRONG_APP', 401),
  unavailable: () => new AppError('PLATFORM_UNAVAILABLE', 502),
};

/** Unix seconds (or milliseconds, told apart by size) within `maxAgeSeconds` of now, and not from the future. */
export function fresh(at: unknown, nowMs: number, maxAgeSeconds: number): boolean {
  const n = typeof at === 'string' && /^\d+$/.test(at) ? Number(at) : at;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return false;
  const ms = n > 1e12 ? n : n * 1000;
  // A minute of clock skew between the platform and us is forgiven.
  return ms <= nowMs + MINUTE_MS && nowMs - ms <= maxAgeSeconds * 1000;
}

export function langOf(code: unknown): Lang | null {
  if (typeof code !== 'string' || code === '') return null;
  return /^(ru|uk|be|kk)/i.test(code) ? 'RU' : 'EN';
}

export function text(value: unknown, max = 60): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = String(value).trim();
  return s ? s.slice(0, max) : null;
}
