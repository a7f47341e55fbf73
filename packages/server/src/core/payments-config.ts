/** Payment settings read from the environment (docs/OPERATIONS.md, "Payments"). */
export interface PaymentsConfig {
  /**
   * The embedded test provider, which moves no real money and marks every grant as a test.
   * On by default outside production; in production only when PAYMENT_TEST_PROVIDER=on.
   */
  readonly testProvider: boolean;
  /** The site's own address, where providers send the buyer back after paying. */
  readonly publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. When it is not, `publicUrl` is only the development default:
   * start-up warns, and links players copy (the referral link) are built from each request's
   * own host instead.
   */
  readonly publicUrlSet?: boolean;
  readonly stripe: {
    readonly secretKey: string;
    readonly webhookSecret: string;
    /** Oldest a signed notification may be, in seconds (Stripe's own default is 300). */
    readonly toleranceSeconds: number;
    /** Another API address (tests point it at a local server). */
    readonly apiUrl: string | null;
  } | null;
  readonly yookassa: {
    readonly shopId: string;
    readonly secretKey: string;
    readonly apiUrl: string;
  } | null;
}

type Env = Readonly<Record<string, string | undefined>>;

export class PaymentsConfigError extends Error {}

function flag(env: Env, name: string): boolean | null {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return null;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new PaymentsConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  try {
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
  } catch {
    throw new PaymentsConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** Both halves of a provider's keys, or neither: half a configuration stops start-up. */
function pair(env: Env, a: string, b: string): [string, string] | null {
  const x = env[a]?.trim();
  const y = env[b]?.trim();
  if (!x && !y) return null;
  if (!x || !y) throw new PaymentsConfigError(`${a} and ${b} must be set together`);
  return [x, y];
}

export function loadPaymentsConfig(env: Env, production: boolean): PaymentsConfig {
  const stripe = pair(env, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  const yookassa = pair(env, 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY');
  const tolerance = Number(env.STRIPE_WEBHOOK_TOLERANCE_S?.trim() || 300);
  if (!Number.isInteger(tolerance) || tolerance < 10 || tolerance > 3600)
    throw new PaymentsConfigError('STRIPE_WEBHOOK_TOLERANCE_S must be 10 to 3600 seconds');
  return {
    testProvider: flag(env, 'PAYMENT_TEST_PROVIDER') ?? !production,
    publicUrl: url(env, 'PUBLIC_URL', 'http://localhost:8080'),
    publicUrlSet: Boolean(env.PUBLIC_URL?.trim()),
    stripe: stripe && {
      secretKey: stripe[0],
      webhookSecret: stripe[1],
      toleranceSeconds: tolerance,
      apiUrl: env.STRIPE_API_URL?.trim() ? url(env, 'STRIPE_API_URL', '') : null,
    },
    yookassa: yookassa && {
      shopId: yookassa[0],
      secretKey: yookassa[1],
      apiUrl: url(env, 'YOOKASSA_API_URL', 'https://api.yookassa.ru/v3'),
    },
  };
}
