import type { Lang } from '@heroroad/rules';
import { CLIENT } from '../config';

/** The entry query parameters of SPEC §2, read once at start. */
export interface EntryParams {
  readonly lang: Lang | null;
  readonly currency: string;
  /** Referral code; null when absent or when the platform has referral disabled. */
  readonly ref: string | null;
  /** Launch key of the social network and the mail portal. */
  readonly requestKey: string | null;
  /** Raw launch arguments of another portal (they carry an encoded ref). */
  readonly customArgs: string | null;
  /** Atlases to skip, from disable_{atlas}=… parameters. */
  readonly disabledAtlases: ReadonlySet<string>;
  /** Renderer override for tests and weak devices: ?renderer=canvas. */
  readonly renderer: 'canvas' | 'webgl' | null;
  /**
   * The frame-rate benchmark's pages (npm run bench:battle): ?bench=battle plays a canned battle
   * without a server, ?bench=empty leaves the stage at its boot frame (the baseline).
   */
  readonly bench: 'battle' | 'empty' | null;
}

const DISABLE_PREFIX = 'disable_';

/** The ref hidden in custom_args: a JSON object with ref, or a query string with ref=. */
function refFromCustomArgs(customArgs: string): string | null {
  const decoded = decodeURIComponent(customArgs).trim();
  if (decoded.startsWith('{')) {
    const value: unknown = JSON.parse(decoded);
    const ref = (value as { ref?: unknown } | null)?.ref;
    return typeof ref === 'string' || typeof ref === 'number' ? String(ref) : null;
  }
  return new URLSearchParams(decoded).get('ref');
}

export function parseEntryParams(
  search: string,
  options: { referralEnabled: boolean },
  logError: (message: string) => void = console.error,
): EntryParams {
  const q = new URLSearchParams(search);
  const langRaw = q.get('lang')?.toUpperCase();
  const lang = langRaw === 'RU' || langRaw === 'EN' ? langRaw : null;
  const customArgs = q.get('custom_args');
  let ref: string | null = null;
  if (options.referralEnabled) {
    ref = q.get('ref');
    if (!ref && customArgs) {
      try {
        ref = refFromCustomArgs(customArgs);
      } catch {
        // SPEC §8 console-only message.
        logError('Error getting url argument');
      }
    }
  }
  const disabledAtlases = new Set<string>();
  for (const [name, value] of q) {
    if (!name.startsWith(DISABLE_PREFIX) || name.length === DISABLE_PREFIX.length) continue;
    if (value === '' || value === '1' || value === 'true') {
      disabledAtlases.add(name.slice(DISABLE_PREFIX.length));
    }
  }
  const renderer = q.get('renderer');
  const bench = q.get('bench');
  return {
    lang,
    currency: q.get('currency')?.trim().toUpperCase() || CLIENT.defaultCurrency,
    ref: ref?.trim() || null,
    requestKey: q.get('request_key'),
    customArgs,
    disabledAtlases,
    renderer: renderer === 'canvas' || renderer === 'webgl' ? renderer : null,
    bench: bench === 'battle' || bench === 'empty' ? bench : null,
  };
}
