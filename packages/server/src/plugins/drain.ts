import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';

/**
 * An instance told to stop first drains: it refuses every new request with 503
 * SERVER_RESTARTING and `Connection: close`, so a load balancer sends the request to another
 * instance (nothing of it was done here, so even a POST may be retried) and takes this one out of
 * rotation, while requests already running finish normally.
 */
export interface Drain {
  readonly draining: boolean;
  start(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
}

export const drainGuard = fp(
  async (app: FastifyInstance, opts: { drain: Drain }) => {
    app.addHook('onRequest', async (_req, reply) => {
      if (!opts.drain.draining) return;
      reply.header('connection', 'close').header('retry-after', '1');
      throw new AppError('SERVER_RESTARTING', 503);
    });
  },
  { name: 'drain-guard' },
);
