import type { ErrorCode } from './errors.js';

/** Rules return data, not exceptions: a value, or the error code a player will see. */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: ErrorCode };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: ErrorCode): Result<T> => ({ ok: false, code });
