import type { BodyType } from '@heroroad/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { requestLang } from '../core/lang.js';
import '../core/http-types.js';
import { fromOwnPage } from '../core/origin.js';
import { sessionOnlyInCookie } from '../auth/transport.js';

const JSON_ONLY: readonly BodyType[] = ['application/json'];

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hasBody(req: FastifyRequest): boolean {
  const length = header(req, 'content-length');
  return (length !== undefined && length !== '0') || header(req, 'transfer-encoding') !== undefined;
}

/**
 * Cross-site request forgery: the session cookie is `SameSite=None` inside partner platforms'
 * frames, so a browser sends it with requests any page makes. Every call that changes state is
 * refused unless it comes from the game's own page or an allowed origin, carries a body only in a
 * format its endpoint declares (JSON, so another site's form or `text/plain` post cannot reach
 * it without a preflight we never grant), and, for the two GETs that change state, carries its
 * session outside the cookie (a link or an image elsewhere cannot).
 */
export const originGuard = fp<{ allowedOrigins: readonly string[] }>(
  async (app: FastifyInstance, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    app.addHook('onRequest', async (req) => {
      const config = req.routeOptions.config;
      if (!config?.changesState) return;
      // The session is not looked up yet: a refusal speaks the browser's language.
      req.lang = requestLang(req.query, req.headers['accept-language']);
      const site = {
        origin: header(req, 'origin'),
        fetchSite: header(req, 'sec-fetch-site'),
        host: req.host,
      };
      if (!fromOwnPage(site, allowed)) throw new AppError('CROSS_SITE_REFUSED');
      if (req.method === 'GET') {
        if (sessionOnlyInCookie(req)) throw new AppError('CROSS_SITE_REFUSED');
        return;
      }
      if (!hasBody(req)) return;
      const type = header(req, 'content-type')?.split(';', 1)[0]?.trim().toLowerCase();
      if (!type || !(config.bodyTypes ?? JSON_ONLY).includes(type as BodyType)) {
        throw new AppError('CONTENT_TYPE_UNSUPPORTED');
      }
    });
  },
  { name: 'origin-guard' },
);
