import type { Access, BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@heroroad/protocol';
import { ErrorBody, changesState } from '@heroroad/protocol';
import { MINUTE_MS, type Lang } from '@heroroad/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.js';
import './http-types.js';

export interface RouteContext<E extends Endpoint> {
  readonly body: BodyOf<E>;
  readonly query: QueryOf<E>;
  readonly params: ParamsOf<E>;
  /** Present whenever the endpoint needs a level; PUBLIC endpoints get it when a session was sent. */
  readonly auth: E['access'] extends 'PUBLIC' ? AuthContext | null : AuthContext;
  readonly lang: Lang;
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (
  ctx: RouteContext<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>;

/**
 * Registers one endpoint of the wire contract: its schemas validate and document the call, its
 * access level guards it, and the handler only calls a service.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  handler: RouteHandler<E>,
): void {
  app.route({
    method: e.method,
    url: e.url,
    schema: {
      summary: e.summary,
      tags: [...e.tags],
      ...(e.body ? { body: e.body } : {}),
      ...(e.querystring ? { querystring: e.querystring } : {}),
      ...(e.params ? { params: e.params } : {}),
      response: { 200: e.response, '4xx': ErrorBody, '5xx': ErrorBody },
      ...(e.access === 'PUBLIC' ? {} : { security: [{ session: [] }, { cookie: [] }] }),
    },
    config: {
      access: e.access satisfies Access,
      changesState: changesState(e),
      ...(e.bodyTypes ? { bodyTypes: e.bodyTypes } : {}),
      ...(e.ratePerMinute ? { rateLimit: { max: e.ratePerMinute, timeWindow: MINUTE_MS } } : {}),
    },
    ...(e.body
      ? {
          preValidation: async (req: FastifyRequest) => {
            if (req.body === undefined || req.body === null) req.body = {};
          },
        }
      : {}),
    handler: async (req, reply) =>
      handler({
        body: req.body as BodyOf<E>,
        query: req.query as QueryOf<E>,
        params: req.params as ParamsOf<E>,
        auth: req.auth as RouteContext<E>['auth'],
        lang: req.lang,
        req,
        reply,
      }),
  });
}
