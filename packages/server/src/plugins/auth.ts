import { hasAccess } from '@heroroad/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { requestLang } from '../core/lang.js';
import '../core/http-types.js';
import type { SessionService } from '../auth/sessions.js';
import { sessionCandidates } from '../auth/transport.js';

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: string;
}

/**
 * Resolves the caller's session on every API request and enforces the access level the route
 * declared. A route under /api without a declared level cannot be registered.
 */
export const authPlugin = fp<{ sessions: SessionService; routes: RegisteredRoute[] }>(
  async (app: FastifyInstance, { sessions, routes }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('lang', 'RU');

    app.addHook('onRoute', (r) => {
      if (!r.url.startsWith('/api')) return;
      // Documentation routes added by the OpenAPI UI plugin are public by nature.
      if (r.url.startsWith('/api/docs')) {
        r.config = { ...(r.config ?? {}), access: 'PUBLIC' };
      }
      const access = r.config?.access;
      if (!access)
        throw new Error(`Route ${String(r.method)} ${r.url} does not declare its access level`);
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: r.url, access });
      }
    });

    app.addHook('onRequest', async (req) => {
      req.lang = requestLang(req.query, req.headers['accept-language']);
      if (!req.url.startsWith('/api')) return;
      for (const token of sessionCandidates(req)) {
        const auth = await sessions.resolve(token);
        if (auth) {
          req.auth = auth;
          req.lang = auth.lang;
          break;
        }
      }
      const access = req.routeOptions.config?.access;
      if (!access || access === 'PUBLIC') return;
      if (!req.auth) throw new AppError('UNAUTHORIZED');
      if (!hasAccess(req.auth.accessLevel, access)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth' },
);
