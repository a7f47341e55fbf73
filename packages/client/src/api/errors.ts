import type { ErrorCode, Lang } from '@heroroad/rules';
import type * as ErrorCatalogue from './errorCatalogue';

/**
 * Why a call failed: the server answered an error (http), the server could not be reached
 * (network), the answer asked for a reload (reload) or for another page (redirect).
 */
export type ApiFailure = 'http' | 'network' | 'reload' | 'redirect';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailure,
    readonly status: number,
    readonly code: ErrorCode | null,
    /** The server's message, already in the player's language. */
    readonly serverMessage: string | null,
    readonly url: string,
  ) {
    super(`${kind} ${status} ${code ?? ''} ${url}`.trim());
    this.name = 'ApiError';
  }
}

let catalogue: typeof ErrorCatalogue | null = null;

/**
 * The error catalogue, fetched once. Null when it cannot be fetched (no connection): the codes
 * are then read as unknown, and a failure shows its server message or the caller's fallback.
 */
async function loadCatalogue(): Promise<typeof ErrorCatalogue | null> {
  try {
    catalogue ??= await import('./errorCatalogue');
  } catch {
    return null;
  }
  return catalogue;
}

/** What an error code looks like (`LOGIN_FAILED`). */
const CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/**
 * Reads the `{ code, message }` error body every failing call answers with. The server sends
 * its message with the code (already in the player's language), so the code is taken as it is
 * and the catalogue is not needed (a new visitor's first call answers 401, and the catalogue
 * must not weigh on that path). Only a code without a message fetches the catalogue, which then
 * keeps the code only if it knows it: so an ApiError that `failureText` must read from the
 * catalogue always comes after the catalogue has arrived.
 */
export async function parseErrorBody(
  body: unknown,
): Promise<{ code: ErrorCode | null; message: string | null }> {
  if (!body || typeof body !== 'object') return { code: null, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message.trim() !== '' ? message : null;
  if (typeof code !== 'string') return { code: null, message: text };
  if (text !== null) {
    return { code: CODE_SHAPE.test(code) ? (code as ErrorCode) : null, message: text };
  }
  const known = await loadCatalogue();
  return { code: known?.isErrorCode(code) ? code : null, message: null };
}

/**
 * The text a player sees for a failed call: the server's translated message, else the catalogue
 * text for its code, else the caller's fallback (a translated "no connection" or "try again").
 */
export function failureText(error: unknown, lang: Lang, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.code && catalogue) return catalogue.errorMessage(error.code, lang);
  }
  return fallback;
}
