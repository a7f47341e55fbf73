import { errorMessage, isErrorCode, type ErrorCode, type Lang } from '@heroroad/rules';

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

/** Reads the `{ code, message }` error body every failing call answers with. */
export function parseErrorBody(body: unknown): { code: ErrorCode | null; message: string | null } {
  if (!body || typeof body !== 'object') return { code: null, message: null };
  const { code, message } = body as { code?: unknown; message?: unknown };
  return {
    code: isErrorCode(code) ? code : null,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
  };
}

/**
 * The text a player sees for a failed call: the server's translated message, else the catalogue
 * text for its code, else the caller's fallback (a translated "no connection" or "try again").
 */
export function failureText(error: unknown, lang: Lang, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.code) return errorMessage(error.code, lang);
  }
  return fallback;
}
