import { api } from '@heroroad/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../core/route.js';
import type { AccountService, OpenedSession } from './service.js';
import { AppError } from '../core/errors.js';
import {
  clearSession,
  issueSession,
  sessionCandidates,
  sessionMeta,
  type CookieOptions,
} from '../auth/transport.js';

export function securityRoutes(
  app: FastifyInstance,
  accounts: AccountService,
  cookie: CookieOptions,
): void {
  const opened = (reply: FastifyReply, s: OpenedSession) => {
    issueSession(reply, s.token, cookie);
    return { playerId: s.playerId, accessLevel: s.accessLevel };
  };

  route(app, api.security.registerTrial, async ({ body, lang, req, reply }) =>
    opened(reply, await accounts.registerTrial(body.lang ?? lang, sessionMeta(req), body.ref)),
  );

  route(app, api.security.register, async ({ body, auth, lang, req, reply }) => {
    // A session named but no longer live (a racing registration of the same guest ended it)
    // must not fall through to registering a fresh account.
    if (!auth && sessionCandidates(req).length > 0) throw new AppError('UNAUTHORIZED');
    return opened(
      reply,
      await accounts.register(auth, { ...body, lang: body.lang ?? lang }, sessionMeta(req)),
    );
  });

  route(app, api.security.login, async ({ body, req, reply }) =>
    opened(reply, await accounts.login(body.name, body.password, sessionMeta(req))),
  );

  route(app, api.security.logout, async ({ auth, reply }) => {
    await accounts.logout(auth);
    clearSession(reply, cookie);
    return { ok: true } as const;
  });

  route(app, api.security.setName, async ({ auth, body }) => {
    await accounts.setName(auth, body.name);
    return { ok: true } as const;
  });

  route(app, api.security.setMailOrPhone, async ({ auth, body }) => {
    await accounts.setMailOrPhone(auth, body.mailOrPhone);
    return { ok: true } as const;
  });

  route(app, api.security.setPassword, async ({ auth, body, req, reply }) =>
    opened(
      reply,
      await accounts.setPassword(
        auth,
        body.currentPassword,
        body.password,
        body.passwordRepeat,
        sessionMeta(req),
      ),
    ),
  );

  route(app, api.security.isPlayerExist, async ({ auth, query }) => ({
    exists: await accounts.isPlayerExist(auth, query.name),
  }));
}
