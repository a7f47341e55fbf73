import { api } from '@heroroad/protocol';
import { TEXT_LIMITS } from '@heroroad/rules';
import { CLIENT } from '../config';
import type { TypedStorage } from '../storage/storage';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/**
 * Reports client errors to the server (SPEC §8), at most three per browser session so a broken
 * page cannot flood the log. Failed calls are not client errors: the API client already turned
 * them into what the player sees.
 */
export class ErrorReporter {
  constructor(
    private readonly client: Pick<ApiClient, 'call'>,
    private readonly storage: TypedStorage,
    private readonly sessionId: string,
    private readonly domain: string = typeof location === 'undefined' ? '' : location.host,
  ) {}

  /** Answers whether the report was sent (false once the session's allowance is used). */
  report(error: unknown): boolean {
    if (error instanceof ApiError) return false;
    const sent = this.storage.get('errorReports') ?? 0;
    if (sent >= CLIENT.clientErrorReports) return false;
    this.storage.set('errorReports', sent + 1);
    const message = `[${this.sessionId}] ${describe(error)}`.slice(0, TEXT_LIMITS.clientLogMessage);
    this.client
      .call(api.tech.logAdd, {
        body: { message, domain: this.domain.slice(0, TEXT_LIMITS.clientLogDomain) },
      })
      // The report itself failing must not start another report.
      .catch(() => undefined);
    return true;
  }

  /** Catches uncaught errors and rejections of the page. */
  install(target: Window): () => void {
    const onError = (event: ErrorEvent) => this.report(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => this.report(event.reason);
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
