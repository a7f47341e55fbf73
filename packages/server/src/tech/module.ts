import { domainModule } from '../core/module.js';
import { SERVER_VERSION } from '../version.js';
import { techRoutes } from './routes.js';
import { TechService } from './service.js';
import { pruneTech } from './retention.js';

/** Client error reports, load-stage counts, connection check, health and Prometheus metrics. */
export const techModule = domainModule()({
  name: 'tech',
  services: (k) => {
    pruneTech(k.retention, k.db.kysely);
    return { tech: new TechService(k.db.kysely, k.clock), metrics: k.metrics };
  },
  routes: (app, s, k) =>
    techRoutes(app, {
      tech: s.tech,
      metrics: s.metrics,
      db: k.db,
      version: SERVER_VERSION,
      startedAt: k.clock(),
      clock: k.clock,
      metricsToken: k.config.metricsToken,
      metricsOpen: k.config.metricsOpen,
    }),
});

/** The tables this domain adds to the database. */
export type { TechTables } from './tables.js';
