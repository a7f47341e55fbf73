import { PaymentsConfigError, loadPaymentsConfig, type PaymentsConfig } from './payments-config.js';
import { isIP } from 'node:net';
import {
  PlatformsConfigError,
  loadPlatformsConfig,
  type PlatformsConfig,
} from './platforms-config.js';
import { normalOrigin } from './origin.js';
import { parseTestClock, shiftedClock, systemClock, type Clock } from './clock.js';
import { DAY_MS } from '@heroroad/rules';

/** Server configuration read from the environment; a bad value stops start-up with a clear message. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  /** Connections this process keeps open to PostgreSQL at most (pg-boss keeps its own few). */
  readonly databasePoolSize: number;
  readonly redisUrl: string | null;
  /** Redis pub/sub channel the instances share realtime messages on. */
  readonly redisChannel: string;
  /** Secret mixed into session id hashes; rotating it logs everyone out. */
  readonly sessionSecret: string;
  readonly sessionSecretIsDefault: boolean;
  /** Idle lifetime of a session. */
  readonly sessionTtlMs: number;
  /**
   * Idle lifetime of a guest's session: a guest has no password, so the session is the only key
   * to their game and lasts longer than a registered player's.
   */
  readonly guestSessionTtlMs: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder with the built client; null serves no client. */
  readonly clientDir: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe: none (false), the nearest N hops, or the listed
   * addresses and networks. The client writes the left-most entries itself, so trusting them
   * all would let it choose the address rate limits count.
   */
  readonly trustProxy: false | number | readonly string[];
  /** Rate limits are real in production; tests may turn them off. */
  readonly rateLimit: boolean;
  readonly cookieSecure: boolean;
  /** Partner platforms' keys; a platform without them refuses its sign-in and payments. */
  readonly platforms: PlatformsConfig;
  /** Bearer token /metrics asks for; null leaves it open (keep it behind the firewall then). */
  readonly metricsToken: string | null;
  readonly payments: PaymentsConfig;
  /**
   * The OK group whose members earn the OK_GROUP campaign, checked through OK's REST API with the
   * OK application's key and secret; null (the campaign is off) unless OK_GROUP_ID and the OK
   * application are set.
   */
  readonly okGroup: OkGroupSettings | null;
  /**
   * Origins besides the game's own whose pages may change state (platform wrappers that host the
   * client on their own domain), as browsers write them: `https://host[:port]`.
   */
  readonly allowedOrigins: readonly string[];
  /** Pages that may show the game in a frame (the platforms' own origins), besides its own. */
  readonly frameAncestors: readonly string[];
  /** Serve /metrics without METRICS_TOKEN (default: outside production only). */
  readonly metricsOpen: boolean;
  /** Serve the API documentation at /api/docs (default: outside production only). */
  readonly docsOpen: boolean;
  /**
   * Where scheduled work runs: `auto` (pg-boss on PostgreSQL, shared by the instances; in this
   * process on SQLite), `in-process`, or `off` (an instance that serves requests only).
   */
  readonly jobs: 'auto' | 'in-process' | 'off';
  /** pg-boss's schema in the PostgreSQL database. */
  readonly jobsSchema: string;
  /** How long a stopping instance goes on answering 503 before it stops listening. */
  readonly drainGraceMs: number;
  /**
   * Test processes only (`TEST_CLOCK`): how far the server's clock is moved from the real one, so
   * a journey plays on the date it chooses. Null in every real deployment; refused in production.
   */
  readonly clockOffsetMs: number | null;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_SESSION_SECRET = 'heroroad-development-secret-change-me';

type Env = Readonly<Record<string, string | undefined>>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()))
    throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function databaseUrlVar(env: Env): string {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return 'sqlite:./data/heroroad.db';
  if (raw.startsWith('sqlite:')) {
    if (raw.length === 'sqlite:'.length)
      throw new ConfigError(
        'DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/heroroad.db',
      );
    return raw;
  }
  if (raw.startsWith('postgres://') || raw.startsWith('postgresql://')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(`DATABASE_URL is not a valid PostgreSQL URL: "${raw}"`);
    }
    if (!url.hostname) throw new ConfigError(`DATABASE_URL names no PostgreSQL host: "${raw}"`);
    return raw;
  }
  throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got "${raw}"`);
}

function redisUrlVar(env: Env): string | null {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return null;
  if (!raw.startsWith('redis://') && !raw.startsWith('rediss://')) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://, got "${raw}"`);
  }
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL is not a valid URL: "${raw}"`);
  }
  return raw;
}

/**
 * A session secret keys every session hash: a guessable one lets anyone forge the hashes' meaning
 * offline. Refused when short, made of few different characters, a short pattern repeated, or a
 * word with digits (the kind people type).
 */
function checkSecret(secret: string): void {
  const advice = 'use at least 16 random characters, e.g. the output of `openssl rand -base64 32`';
  if (secret.length < 16) {
    throw new ConfigError(`SESSION_SECRET must be at least 16 characters long: ${advice}`);
  }
  const distinct = new Set(secret).size;
  const repeated = /^(.{1,8}?)\1+$/s.test(secret);
  const typed = /^[a-z]+[-_ ]?[a-z]*\d*[!?.]*$/i.test(secret) || /^\d+$/.test(secret);
  if (distinct < 10 || repeated || typed) {
    throw new ConfigError(`SESSION_SECRET is too weak to guard sessions: ${advice}`);
  }
}

/** TRUST_PROXY: false, true (one proxy), a hop count, or a comma list of proxy addresses/networks. */
function trustProxyVar(env: Env): Config['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must count at most 10 proxies, got ${raw}`);
    return hops === 0 ? false : hops;
  }
  if (!raw.includes('.') && !raw.includes(':'))
    return boolVar(env, 'TRUST_PROXY', false) ? 1 : false;
  const list = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 4 ? 32 : 128;
    if (
      !version ||
      extra !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))
    ) {
      throw new ConfigError(
        `TRUST_PROXY must be false, a number of proxies, or proxy addresses such as 10.0.0.0/8, got "${entry}"`,
      );
    }
  }
  return list;
}

/** A comma-separated list of origins (`https://host[:port]`). */
function originsVar(env: Env, name: string): string[] {
  const out: string[] = [];
  for (const raw of (env[name] ?? '').split(',')) {
    const value = raw.trim();
    if (!value) continue;
    const origin = normalOrigin(value);
    if (!origin) {
      throw new ConfigError(
        `${name} must list origins such as https://example.com, got "${value}"`,
      );
    }
    out.push(origin);
  }
  return out;
}

function redisChannelVar(env: Env): string {
  const raw = env.REDIS_CHANNEL?.trim();
  if (!raw) return 'heroroad:realtime';
  if (raw.length > 100 || /\s/.test(raw)) {
    throw new ConfigError(
      `REDIS_CHANNEL must be up to 100 characters without spaces, got "${raw}"`,
    );
  }
  return raw;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const production = env.NODE_ENV === 'production';
  const sessionSecret = env.SESSION_SECRET?.trim() || DEFAULT_SESSION_SECRET;
  if (sessionSecret !== DEFAULT_SESSION_SECRET) checkSecret(sessionSecret);
  if (production && sessionSecret === DEFAULT_SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set when NODE_ENV=production');
  }
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`,
    );
  }
  const clientDirRaw = env.CLIENT_DIR?.trim();
  return {
    port: intVar(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: databaseUrlVar(env),
    databasePoolSize: intVar(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    redisUrl: redisUrlVar(env),
    redisChannel: redisChannelVar(env),
    sessionSecret,
    sessionSecretIsDefault: sessionSecret === DEFAULT_SESSION_SECRET,
    sessionTtlMs: intVar(env, 'SESSION_TTL_DAYS', 30, 1, 3650) * DAY_MS,
    guestSessionTtlMs: intVar(env, 'GUEST_SESSION_TTL_DAYS', 365, 1, 3650) * DAY_MS,
    logLevel,
    clientDir: clientDirRaw === 'none' ? null : clientDirRaw || defaultClientDir(),
    trustProxy: trustProxyVar(env),
    rateLimit: boolVar(env, 'RATE_LIMIT', true),
    cookieSecure: boolVar(env, 'COOKIE_SECURE', production),
    platforms: platformsVar(env),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    payments: paymentsVar(env, production),
    okGroup: okGroupVar(env),
    allowedOrigins: originsVar(env, 'ALLOWED_ORIGINS'),
    frameAncestors: originsVar(env, 'FRAME_ANCESTORS'),
    metricsOpen: boolVar(env, 'METRICS_OPEN', !production),
    docsOpen: boolVar(env, 'DOCS_OPEN', !production),
    jobs: jobsVar(env),
    jobsSchema: identifierVar(env, 'JOBS_SCHEMA', 'pgboss'),
    drainGraceMs: intVar(env, 'DRAIN_GRACE_MS', 1500, 0, 8000),
    clockOffsetMs: testClockVar(env, production),
    ...overrides,
  };
}

/** The clock a process started with `config` runs on: the real one unless TEST_CLOCK moved it. */
export function configuredClock(config: Pick<Config, 'clockOffsetMs'>): Clock {
  return config.clockOffsetMs === null ? systemClock : shiftedClock(config.clockOffsetMs);
}

function testClockVar(env: Env, production: boolean): number | null {
  const raw = env.TEST_CLOCK?.trim();
  if (!raw) return null;
  if (production) {
    throw new ConfigError(
      "TEST_CLOCK moves the game's clock for tests and is refused when NODE_ENV=production",
    );
  }
  const parsed = parseTestClock(raw, systemClock());
  if (!parsed.ok) throw new ConfigError(parsed.message);
  return parsed.offsetMs;
}

export interface OkGroupSettings {
  readonly groupId: string;
  readonly appKey: string;
  readonly secret: string;
  /** The application's access token, where OK asks for one with server calls. */
  readonly accessToken: string | null;
  readonly apiUrl: string;
}

function okGroupVar(env: Env): OkGroupSettings | null {
  const groupId = env.OK_GROUP_ID?.trim();
  const appKey = env.OK_APP_KEY?.trim();
  const secret = env.OK_APP_SECRET?.trim();
  if (!groupId) return null;
  if (!/^\d{1,20}$/.test(groupId))
    throw new ConfigError(`OK_GROUP_ID must be digits, got "${groupId}"`);
  if (!appKey || !secret) throw new ConfigError('OK_GROUP_ID needs OK_APP_KEY and OK_APP_SECRET');
  return {
    groupId,
    appKey,
    secret,
    accessToken: env.OK_ACCESS_TOKEN?.trim() || null,
    apiUrl: env.OK_API_URL?.trim() || 'https://api.ok.ru/fb.do',
  };
}

const JOBS_MODES = ['auto', 'in-process', 'off'] as const;

function jobsVar(env: Env): Config['jobs'] {
  const raw = env.JOBS?.trim() || 'auto';
  if (!(JOBS_MODES as readonly string[]).includes(raw)) {
    throw new ConfigError(`JOBS must be one of ${JOBS_MODES.join(', ')}, got "${raw}"`);
  }
  return raw as Config['jobs'];
}

function identifierVar(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(raw)) {
    throw new ConfigError(
      `${name} must be a lower-case SQL name (letters, digits, _), got "${raw}"`,
    );
  }
  return raw;
}

function paymentsVar(env: Env, production: boolean): PaymentsConfig {
  try {
    return loadPaymentsConfig(env, production);
  } catch (e) {
    if (e instanceof PaymentsConfigError) throw new ConfigError(e.message);
    throw e;
  }
}

function platformsVar(env: Env): PlatformsConfig {
  try {
    return loadPlatformsConfig(env);
  } catch (e) {
    if (e instanceof PlatformsConfigError) throw new ConfigError(e.message);
    throw e;
  }
}

function defaultClientDir(): string {
  return new URL('../../../client/dist/', import.meta.url).pathname;
}
