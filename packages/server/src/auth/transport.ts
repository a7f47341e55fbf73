import { IDENTIFICATION_HEADERS, SESSION, type AuthSource } from '@heroroad/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMeta } from './sessions.js';

const MAX_IDENT_LENGTH = 200;

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Session ids a request carries, in the order they are tried: the Authorization header, then the
 * JSESSIONID cookie. A session id in the query string (SPEC §7 lets the old clients add one) is
 * not taken: a URL is copied into logs, proxies' records and Referer headers, and a link made
 * elsewhere could carry one.
 */
export function sessionCandidates(req: FastifyRequest): string[] {
  const found: string[] = [];
  const push = (value: string | undefined) => {
    const token = value?.replace(/^Bearer\s+/i, '').trim();
    if (token && !found.includes(token)) found.push(token);
  };
  push(firstString(req.headers.authorization));
  push(req.cookies?.[SESSION.cookie]);
  return found;
}

/**
 * Whether the request's only session is the cookie: the game's clients name theirs in the
 * Authorization header, so such a request may have been made by another site's link or image.
 */
export function sessionOnlyInCookie(req: FastifyRequest): boolean {
  return !firstString(req.headers.authorization)?.trim() && !!req.cookies?.[SESSION.cookie];
}

/** Identification headers (or query parameters) of SPEC §7, recorded with the session. */
function identification(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const query = (req.query ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(IDENTIFICATION_HEADERS)) {
    const value = firstString(req.headers[name.toLowerCase()]) ?? firstString(query[name]);
    if (value) out[name] = value.slice(0, MAX_IDENT_LENGTH);
  }
  return out;
}

export function sessionMeta(req: FastifyRequest, authSource: AuthSource = 'own'): SessionMeta {
  return {
    authSource,
    identification: identification(req),
    userAgent: firstString(req.headers['user-agent'])?.slice(0, 300) ?? null,
    ip: req.ip ?? null,
  };
}

export interface CookieOptions {
  readonly secure: boolean;
  readonly maxAgeSeconds: number;
}

/** Hands a new session id to the client in the jsession and authorization headers and the cookie. */
export function issueSession(reply: FastifyReply, token: string, cookie: CookieOptions): void {
  reply.header(SESSION.responseHeader, token);
  reply.header(SESSION.responseAuthorization, token);
  reply.setCookie(SESSION.cookie, token, {
    path: '/',
    httpOnly: true,
    // Inside a partner platform's iframe the cookie is third-party and needs SameSite=None; Secure.
    sameSite: cookie.secure ? 'none' : 'lax',
    secure: cookie.secure,
    maxAge: cookie.maxAgeSeconds,
  });
}

export function clearSession(reply: FastifyReply, cookie: CookieOptions): void {
  reply.clearCookie(SESSION.cookie, {
    path: '/',
    sameSite: cookie.secure ? 'none' : 'lax',
    secure: cookie.secure,
  });
}
