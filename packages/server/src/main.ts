import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './core/config.js';

/** Starts the server from the environment; exits non-zero with a clear message on bad config. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Hero Road: configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const server = await buildApp(config);
  const log = server.app.log;
  if (config.clockOffsetMs !== null) {
    log.info(
      { now: new Date(server.kernel.clock()).toISOString() },
      'TEST_CLOCK is set: the game runs on a moved clock (for tests only)',
    );
  }
  if (config.payments.publicUrlSet === false) {
    log.warn(
      "PUBLIC_URL is not set: referral links are built from each request's host (proxy headers count only with TRUST_PROXY) and payment return addresses use http://localhost:8080; set PUBLIC_URL in production",
    );
  }
  if (config.sessionSecretIsDefault) {
    log.warn('SESSION_SECRET is not set: using the development default (set it in production)');
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'draining: refusing new requests, finishing those in flight');
    const force = setTimeout(() => {
      log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server
      .drainAndClose()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await server.app.listen({ port: config.port, host: config.host });
  log.info(`Hero Road is ready on http://localhost:${config.port} (database: ${server.db.engine})`);
}

main().catch((error: unknown) => {
  console.error('Hero Road failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
