import { SESSION } from '@heroroad/protocol';
import type { TypedStorage } from '../storage/storage';

/**
 * The session values the server hands out (SPEC §7): the jsession and authorization response
 * headers. They are kept in storage and sent back as the JSESSIONID query parameter and the
 * Authorization header, so a session survives where third-party cookies are blocked.
 */
export class SessionTransport {
  constructor(private readonly storage: TypedStorage) {}

  get jsession(): string | null {
    return this.storage.get('jsession') ?? null;
  }

  get authorization(): string | null {
    return this.storage.get('authorization') ?? null;
  }

  get known(): boolean {
    return this.jsession !== null || this.authorization !== null;
  }

  /** Stores whatever session values a response carries; answers whether any came. */
  capture(headers: Headers): boolean {
    const jsession = headers.get(SESSION.responseHeader);
    const authorization = headers.get(SESSION.responseAuthorization);
    if (jsession) this.storage.set('jsession', jsession);
    if (authorization) this.storage.set('authorization', authorization);
    return Boolean(jsession || authorization);
  }

  clear(): void {
    this.storage.remove('jsession');
    this.storage.remove('authorization');
  }
}
