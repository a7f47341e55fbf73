import { vi } from 'vitest';
import type { PlatformServer } from '../platform/adapter';
import type { SdkEnv } from '../platform/sdk/base';
import { testPlayer } from './gameHarness';

/** A page with stand-in SDK objects (no script loads: sdkUrl is null). */
export function env(globals: Record<string, unknown>, search = '') {
  const lines: string[] = [];
  const notes: string[] = [];
  const log = (...args: unknown[]) => void lines.push(String(args[0]));
  const e: SdkEnv = {
    window: globals as unknown as Window,
    search,
    sdkUrl: null,
    queryLang: () => null,
    console: { error: log, warn: log, info: log },
    notify: (o) => void notes.push(o),
  };
  return { env: e, lines, notes };
}

export const pack = {
  packId: 'gems_100',
  title: 'Handful',
  amount: 99,
  currency: 'OK',
  playerId: 7,
};

export function server(over: Partial<PlatformServer> = {}): PlatformServer {
  return {
    tgInvoice: vi.fn(async () => ({ link: 'https://t.me/$inv' })),
    yaPurchases: vi.fn(async () => ({ consume: ['tok-1'] })),
    kongClaim: vi.fn(async () => ({ granted: 1 })),
    rustorePurchase: vi.fn(async () => ({ status: 'CONFIRMED', granted: true })),
    yaPromo: vi.fn(async () => ({ player: testPlayer({ mithril: 50 }), consume: ['tok-promo'] })),
    ...over,
  };
}
