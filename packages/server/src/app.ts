import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { formFields } from './core/form-body.js';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { configuredClock, type Config } from './core/config.js';
import type { Clock } from './core/clock.js';
import { openDatabase, type Db } from './db/database.js';
import { authPlugin, type RegisteredRoute } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { createDrain, drainGuard } from './plugins/drain.js';
import { configuredPartners, securityHeaders } from './plugins/headers.js';
import { LOG_SAFETY } from './core/log-safety.js';
import { originGuard } from './plugins/origin-guard.js';
import { lazySerializers } from './core/serializer.js';
import { LazySchemas } from './core/lazySchemas.js';
import { bodyValidators, requestValueRules } from './core/validation.js';
import { systemRandom, type Random } from './core/random.js';
import { createKernel, type Kernel } from './kernel.js';
import { serverMigrations } from './migrations.js';
import { LISTED_MODULES } from './modules.js';
import { createServices, type Services } from './services.js';
import { mountWebSocket } from './realtime/upgrade.js';
import { argon2Hasher, type PasswordHasher } from './auth/passwords.js';
import { SERVER_VERSION } from './version.js';

/** The nearest N hops as a function (proxy-addr's hop count), or the listed proxies. */
function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

/** Headers a file that never changes (a hashed bundle) does without. */
const UNUSED_ON_HASHED = ['etag', 'last-modified', 'accept-ranges'] as const;

export interface BuildOptions {
  readonly clock?: Clock;
  /** Where road and battle seeds come from; tests pass `seededRandom(…)` to replay them. */
  readonly random?: Random;
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
  /** The platform and the player kernel the services were built from. */
  readonly kernel: Kernel;
  /** Every /api route with the access level it declared. */
  readonly routes: readonly RegisteredRoute[];
  /** The routes' validators and serialisers, each compiled on its first use. */
  readonly schemas: LazySchemas;
  /**
   * Starts a graceful stop: new requests (and /api/health) answer 503 so the load balancer moves
   * them elsewhere, STOMP clients are told to reconnect, requests in flight finish; then closes.
   */
  drainAndClose(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the whole server: external plugins, then services, then routes (fastify/demo order).
 * Migrations run before the first route is served.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<HeroRoad> {
  const clock = options.clock ?? configuredClock(config);
  const ownDb = !options.db;
  const db =
    options.db ?? openDatabase(config.databaseUrl, { pgPoolSize: config.databasePoolSize });
  await db.migrate(serverMigrations());

  const schemas = new LazySchemas();
  const app = Fastify({
    logger: (options.logger === false
      ? false
      : {
          ...LOG_SAFETY,
          level: config.logLevel,
          ...(typeof options.logger === 'object' ? options.logger : {}),
        }) as FastifyServerOptions['logger'],
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 256 * 1024,
    ajv: { plugins: [requestValueRules] },
    schemaController: {
      compilersFactory: { buildValidator: bodyValidators(AjvCompiler(), schemas) },
    },
    // Per-request lines only when debugging; errors are always logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // While closing, the drain guard answers in the game's own shape (503 SERVER_RESTARTING), which
    // the clients know to send once more, instead of Fastify's plain-text 503.
    return503OnClosing: false,
  });
  app.setSerializerCompiler(lazySerializers(schemas));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, formFields(body as string)),
  );
  const kernel = createKernel({
    db,
    config,
    clock,
    random: options.random ?? systemRandom,
    hasher: options.hasher ?? argon2Hasher(),
    log: app.log,
  });
  const services = createServices(kernel);
  const routes: RegisteredRoute[] = [];

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Shared by the instances when Redis is configured, so N instances do not allow N times the
    // rate; a Redis outage lets requests through rather than failing them.
    ...(kernel.redis
      ? { redis: kernel.redis, nameSpace: `${config.redisChannel}:rate:`, skipOnError: true }
      : {}),
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
  const drain = createDrain();
  await app.register(drainGuard, { drain });
  // Before the session is looked up: a refused request costs nothing.
  await app.register(originGuard, { allowedOrigins: config.allowedOrigins });
  await app.register(authPlugin, { sessions: kernel.sessions, routes });
  // Production serves the documentation only when DOCS_OPEN says so.
  if (config.docsOpen) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(securityHeaders, {
    frameAncestors: config.frameAncestors,
    https: config.cookieSecure,
    page: clientPage(config.clientDir),
    connect: {
      partners: configuredPartners(config.platforms),
      publicUrl: config.payments.publicUrl,
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    kernel.metrics.httpDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  await app.register(async (api) => {
    for (const m of LISTED_MODULES) m.routes?.(api, services, kernel);
  });

  if (config.clientDir && existsSync(join(config.clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: true,
      // The build writes .br and .gz beside each text file (client/build/precompress.ts).
      preCompressed: true,
      // Our own header below; the plugin's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed bundles never change; index.html must always be fresh.
        const hashed = path.includes('/assets/');
        res.raw.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // A hashed file is never asked for again, so its validators and range offer were 130
        // bytes of headers on each of the sixty files of a first visit, for nothing.
        if (hashed) for (const name of UNUSED_ON_HASHED) res.removeHeader(name);
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
  const detachWebSocket = mountWebSocket(app.server, kernel.realtime.broker, config.allowedOrigins);
  // Sockets end before the HTTP server waits for its connections; the Redis link stays until the
  // requests in flight have finished, so what they publish still reaches the other instances.
  const endSockets = async () => {
    detachWebSocket();
    await kernel.realtime.broker.close();
  };
  app.addHook('preClose', endSockets);

  app.addHook('onClose', async () => {
    await kernel.jobs.stop();
    await kernel.realtime.close();
    kernel.stop();
    if (ownDb) await db.close();
  });
  await app.ready();
  await kernel.jobs.start();

  const drainAndClose = async () => {
    drain.start();
    await endSockets();
    // Keep listening a moment, answering 503: a load balancer learns from those answers to send
    // nothing new here, so no request is sent on a connection the closing listener would reset.
    if (config.drainGraceMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.drainGraceMs));
    }
    await app.close();
  };
  return {
    app,
    db,
    services,
    kernel,
    routes,
    schemas,
    drainAndClose,
    close: () => app.close(),
  };
}

/** The built client's page, when this server serves one. */
function clientPage(clientDir: string | null): string | undefined {
  const page = clientDir ? join(clientDir, 'index.html') : null;
  return page && existsSync(page) ? readFileSync(page, 'utf8') : undefined;
}
