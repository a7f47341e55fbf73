import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './core/config.js';
import { systemClock, type Clock } from './core/clock.js';
import { openDatabase, type Db } from './db/database.js';
import { authPlugin, type RegisteredRoute } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { serializerCompiler } from './core/serializer.js';
import { createServices, type Services } from './services.js';
import { chatRoutes } from './social/chat/routes.js';
import { forumRoutes } from './social/forum/routes.js';
import { mailRoutes } from './social/mail/routes.js';
import { playerRoutes } from './player/routes.js';
import { mountWebSocket } from './realtime/upgrade.js';
import { securityRoutes } from './security/routes.js';
import { argon2Hasher, type PasswordHasher } from './security/passwords.js';
import { techRoutes } from './tech/routes.js';
import { battleRoutes } from './battle/routes.js';
import { heroRoutes } from './hero/routes.js';
import { roadRoutes } from './road/routes.js';
import { SERVER_VERSION } from './version.js';

export interface BuildOptions {
  readonly clock?: Clock;
  /** An already opened database (tests share one); otherwise the configured one is opened. */
  readonly db?: Db;
  readonly hasher?: PasswordHasher;
  /** Pino logger options; false silences logs. */
  readonly logger?: boolean | object;
}

export interface HeroRoad {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly services: Services;
  /** Every /api route with the access level it declared. */
  readonly routes: readonly RegisteredRoute[];
  close(): Promise<void>;
}

/**
 * Builds the whole server: external plugins, then services, then routes (fastify/demo order).
 * Migrations run before the first route is served.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<HeroRoad> {
  const clock = options.clock ?? systemClock;
  const ownDb = !options.db;
  const db = options.db ?? openDatabase(config.databaseUrl);
  await db.migrate();

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setSerializerCompiler(serializerCompiler);
  const services = createServices(db, config, clock, options.hasher ?? argon2Hasher(), app.log);
  const routes: RegisteredRoute[] = [];

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    ...(config.rateLimit ? {} : { allowList: () => true }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hero Road API', version: SERVER_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'Authorization' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'JSESSIONID' },
        },
      },
    },
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { sessions: services.sessions, routes });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onResponse', async (req, reply) => {
    services.metrics.httpDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const cookieOptions = {
    secure: config.cookieSecure,
    maxAgeSeconds: Math.floor(config.sessionTtlMs / 1000),
  };
  await app.register(async (api) => {
    securityRoutes(api, services.accounts, cookieOptions);
    playerRoutes(api, services.players, services.notifications);
    heroRoutes(api, services.heroes, services.equipment);
    roadRoutes(api, services);
    battleRoutes(api, services.battles);
    chatRoutes(api, services.chat);
    mailRoutes(api, services.mail);
    forumRoutes(api, services.forum);
    techRoutes(api, {
      tech: services.tech,
      metrics: services.metrics,
      db,
      version: SERVER_VERSION,
      startedAt: clock(),
      clock,
      metricsToken: config.metricsToken,
    });
  });

  if (config.clientDir && existsSync(join(config.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: true,
      setHeaders: (res, path) => {
        // Hashed bundles never change; index.html must always be fresh.
        res.raw.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.get('/', { config: { access: 'PUBLIC' } }, async (_req, reply) =>
      reply
        .type('text/plain')
        .send('Hero Road server is running; the client is not built (npm run build).'),
    );
  }

  // STOMP over WebSocket; sockets are closed before the HTTP server waits for its connections.
  const detachWebSocket = mountWebSocket(app.server, services.realtime.broker);
  app.addHook('preClose', async () => {
    detachWebSocket();
    await services.realtime.close();
  });

  app.addHook('onClose', async () => {
    services.stop();
    if (ownDb) await db.close();
  });
  await app.ready();

  return { app, db, services, routes, close: () => app.close() };
}
