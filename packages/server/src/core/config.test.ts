import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: 'sqlite:./data/heroroad.db',
      databasePoolSize: 10,
      redisUrl: null,
      rateLimit: true,
      cookieSecure: false,
      sessionSecretIsDefault: true,
      metricsToken: null,
    });
    expect(c.sessionTtlMs).toBe(30 * 24 * 3600 * 1000);
  });

  it('reads every setting', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/hero',
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: 'redis://cache:6379',
      SESSION_SECRET: 'a-long-enough-secret',
      SESSION_TTL_DAYS: '7',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'yes',
      RATE_LIMIT: 'off',
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_WEBHOOK_SECRET: 'hook-secret',
      METRICS_TOKEN: 'scrape',
      ALLOWED_ORIGINS: 'https://games.example.com, https://app.example.org:8443/',
    });
    expect(c).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/hero',
      databasePoolSize: 4,
      redisUrl: 'redis://cache:6379',
      sessionSecret: 'a-long-enough-secret',
      logLevel: 'warn',
      trustProxy: 1,
      rateLimit: false,
      platforms: { tg: { botToken: '123:abc', webhookSecret: 'hook-secret' }, vk: null },
      metricsToken: 'scrape',
      allowedOrigins: ['https://games.example.com', 'https://app.example.org:8443'],
    });
    expect(c.sessionTtlMs).toBe(7 * 24 * 3600 * 1000);
  });

  it('closes metrics and documentation in production unless opened', () => {
    const secret = 'k9#Qz!vT2@pLx7$Wm4';
    expect(loadConfig({})).toMatchObject({ metricsOpen: true, docsOpen: true });
    const prod = { NODE_ENV: 'production', SESSION_SECRET: secret };
    expect(loadConfig(prod)).toMatchObject({ metricsOpen: false, docsOpen: false });
    expect(loadConfig({ ...prod, METRICS_OPEN: 'true', DOCS_OPEN: 'yes' })).toMatchObject({
      metricsOpen: true,
      docsOpen: true,
    });
    expect(loadConfig({ FRAME_ANCESTORS: 'https://vk.com, https://ok.ru' }).frameAncestors).toEqual(
      ['https://vk.com', 'https://ok.ru'],
    );
  });

  it('trusts a hop count or a list of proxies, never every X-Forwarded-For entry', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
    ]);
  });

  it('moves the clock only for tests, never in production', () => {
    expect(loadConfig({}).clockOffsetMs).toBeNull();
    expect(loadConfig({ TEST_CLOCK: '+86400000' }).clockOffsetMs).toBe(86_400_000);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'Zq8#kP2!vW9x@Lm4',
        TEST_CLOCK: '+1000',
      }),
    ).toThrow(/TEST_CLOCK .* refused when NODE_ENV=production/);
    expect(() => loadConfig({ TEST_CLOCK: 'friday' })).toThrow(/TEST_CLOCK must be an instant/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with sqlite: or postgres:/],
    [{ DATABASE_URL: 'sqlite:' }, /needs a file path/],
    [{ DATABASE_URL: 'postgres://db:port/x' }, /not a valid PostgreSQL URL/],
    [{ DATABASE_URL: 'postgres:///x' }, /names no PostgreSQL host/],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL must start with redis:/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY must be true or false/],
    [{ TRUST_PROXY: '10.0.0.0/99' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '10.0.0.1,proxy.local' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '11' }, /at most 10 proxies/],
    [{ SESSION_SECRET: 'short' }, /at least 16 characters/],
    [{ SESSION_SECRET: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, /too weak/],
    [{ SESSION_SECRET: 'abcabcabcabcabcabcabc' }, /too weak/],
    [{ SESSION_SECRET: 'passwordpassword123' }, /too weak/],
    [{ SESSION_SECRET: 'changemechangeme' }, /too weak/],
    [{ SESSION_SECRET: '1234567890123456' }, /too weak/],
    [{ FRAME_ANCESTORS: 'vk.com' }, /FRAME_ANCESTORS must list origins/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET must be set/],
    [{ SESSION_TTL_DAYS: '0' }, /SESSION_TTL_DAYS must be between/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be between/],
    [{ ALLOWED_ORIGINS: 'games.example.com' }, /ALLOWED_ORIGINS must list origins/],
    [{ ALLOWED_ORIGINS: 'https://x.example/path' }, /ALLOWED_ORIGINS must list origins/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
