import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';
import { route } from '../core/route.js';
import type { Db } from '../db/database.js';
import type { Metrics } from '../core/metrics.js';
import type { TechService } from './service.js';

export interface TechDeps {
  readonly tech: TechService;
  readonly metrics: Metrics;
  readonly db: Db;
  readonly version: string;
  readonly startedAt: number;
  readonly clock: () => number;
  readonly metricsToken: string | null;
  /** Served without a token (METRICS_OPEN); closed in production unless said so. */
  readonly metricsOpen: boolean;
}

export function techRoutes(app: FastifyInstance, d: TechDeps): void {
  route(app, api.tech.logAdd, async ({ auth, body, req }) => {
    d.metrics.clientErrors.inc();
    req.log.warn(
      { domain: body.domain, playerId: auth?.playerId },
      `client: ${body.message.slice(0, 300)}`,
    );
    await d.tech.addClientLog({
      playerId: auth?.playerId ?? null,
      message: body.message,
      domain: body.domain,
      userAgent: req.headers['user-agent'] ?? null,
    });
    return { ok: true } as const;
  });

  route(app, api.tech.loadLog, async ({ params }) => {
    d.metrics.loadStages.inc({ stage: params.stage });
    await d.tech.countLoadStage(params.stage);
    return { ok: true } as const;
  });

  route(app, api.tech.isConnectionExists, () => ({ exists: true, serverTimeMs: d.clock() }));

  route(app, api.tech.health, async ({ reply }) => {
    try {
      await d.db.ping();
    } catch {
      reply.status(503);
      throw new AppError('DATABASE_UNAVAILABLE', 503);
    }
    return {
      status: 'ok',
      version: d.version,
      database: d.db.engine,
      uptimeSeconds: Math.round((d.clock() - d.startedAt) / 1000),
    } as const;
  });

  // Prometheus scrape endpoint: with METRICS_TOKEN it asks for the bearer token; without one it
  // is served only when METRICS_OPEN (the default outside production), else it does not exist.
  app.get(
    '/metrics',
    { config: { access: 'PUBLIC' }, schema: { hide: true } },
    async (req, reply) => {
      if (d.metricsToken) {
        if (req.headers.authorization !== `Bearer ${d.metricsToken}`) {
          throw new AppError('FORBIDDEN');
        }
      } else if (!d.metricsOpen) throw new AppError('NOT_FOUND');
      reply.header('content-type', d.metrics.registry.contentType);
      return d.metrics.registry.metrics();
    },
  );
}
