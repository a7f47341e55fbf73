import { api, type PlatformSettingsDto, type PlayerInfoDto } from '@heroroad/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { ownSiteAdapter, type PlatformAdapter } from '../platform/adapter';
import { referralLink } from '../platform/links';
import { PLATFORM_TRAITS } from '../platform/traits';
import { dropPortalGuest, launchReferral, signInOnPlatform } from './platform';

function ports(
  source: 'vk' | 'ya' | 'own',
  o: {
    credentials?: object | null;
    answer?: () => Promise<unknown>;
    known?: boolean;
    ref?: string;
  },
) {
  const platform: PlatformAdapter = {
    ...ownSiteAdapter(PLATFORM_TRAITS[source]),
    credentials: async () =>
      o.credentials === undefined ? { payload: 'signed' } : (o.credentials as never),
  };
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const call = vi.fn(async (e: { url: string }, input?: { body?: unknown }) => {
    calls.push(e.url);
    bodies.push(input?.body);
    if (e === api.platform.signIn) return (o.answer ?? (async () => ({ playerId: 1 })))();
    return { ok: true };
  });
  const session = { known: o.known ?? true, clear: vi.fn() };
  const reload = vi.fn();
  const entry = { ref: o.ref ?? null } as never;
  return {
    p: { platform, entry, api: { call } as never, session, reload },
    calls,
    bodies,
    session,
    reload,
  };
}

const refusal = (code: string, status: number) =>
  new ApiError('http', status, code as never, null, '/x');

describe('signing in through the platform at start', () => {
  it('sends the referral code the launch carried, so a newcomer is bound to the friend', async () => {
    const t = ports('vk', { ref: 'AB12C' });
    expect(await signInOnPlatform(t.p)).toBe('signedIn');
    expect(t.bodies[0]).toEqual({ payload: 'signed', ref: 'AB12C' });
    const none = ports('vk', {});
    await signInOnPlatform(none.p);
    expect(none.bodies[0]).toEqual({ payload: 'signed' });
  });

  it("signs in with the platform's credentials", async () => {
    const t = ports('vk', {});
    expect(await signInOnPlatform(t.p)).toBe('signedIn');
    expect(t.calls).toEqual([api.platform.signIn.url]);
  });

  it("logs out and reloads on 'Player already exists' (SPEC §5)", async () => {
    const t = ports('vk', { answer: () => Promise.reject(refusal('PLAYER_ALREADY_EXISTS', 409)) });
    expect(await signInOnPlatform(t.p)).toBe('reloading');
    expect(t.calls).toEqual([api.platform.signIn.url, api.security.logout.url]);
    expect(t.session.clear).toHaveBeenCalled();
    expect(t.reload).toHaveBeenCalledOnce();
  });

  it('logs a guest out without a reload on a portal that needs login (SPEC §4)', async () => {
    const t = ports('ya', { credentials: null });
    expect(await signInOnPlatform(t.p)).toBe('own');
    const guest = { player: { accessLevel: 'TRIAL' } } as PlayerInfoDto;
    expect(await dropPortalGuest(t.p, guest)).toBeNull();
    expect(t.calls).toEqual([api.security.logout.url]);
    expect(t.session.clear).toHaveBeenCalled();
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('keeps a registered player, and guests where the platform does not need login', async () => {
    const ya = ports('ya', { credentials: null });
    const player = { player: { accessLevel: 'PLAYER' } } as PlayerInfoDto;
    expect(await dropPortalGuest(ya.p, player)).toBe(player);
    const own = ports('own', {});
    const guest = { player: { accessLevel: 'TRIAL' } } as PlayerInfoDto;
    expect(await dropPortalGuest(own.p, guest)).toBe(guest);
    expect([...ya.calls, ...own.calls]).toEqual([]);
  });

  it('leaves the own site to its own accounts', async () => {
    const t = ports('own', {});
    expect(await signInOnPlatform(t.p)).toBe('own');
    expect(t.calls).toEqual([]);
    expect(t.session.clear).not.toHaveBeenCalled();
  });

  it('carries on with own accounts when the platform refuses', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = ports('vk', {
      answer: () => Promise.reject(refusal('PLATFORM_NOT_CONFIGURED', 503)),
      known: false,
    });
    expect(await signInOnPlatform(t.p)).toBe('own');
    expect(t.reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('Could not init external api', 'PLATFORM_NOT_CONFIGURED');
    error.mockRestore();
  });
});

describe('referral links per platform', () => {
  const settings: PlatformSettingsDto = {
    source: 'vk',
    signIn: 'platform',
    payments: true,
    prices: [],
    appId: '51',
    botName: 'HeroBot',
    appName: 'play',
  };
  it('writes each platform its own way, and none where referral is off', () => {
    const o = { origin: 'https://heroroad.example', settings };
    expect(referralLink(PLATFORM_TRAITS.own, 'A b', { ...o, settings: null })).toBe(
      'https://heroroad.example/?ref=A%20b',
    );
    expect(referralLink(PLATFORM_TRAITS.vk, 'AB', o)).toBe('https://vk.com/app51#ref=AB');
    expect(referralLink(PLATFORM_TRAITS.tg, 'AB', o)).toBe(
      'https://t.me/HeroBot/play?startapp=ref_AB',
    );
    expect(
      referralLink(PLATFORM_TRAITS.tg, 'AB', { ...o, settings: { ...settings, botName: null } }),
    ).toBeNull();
    expect(referralLink(PLATFORM_TRAITS.crazygames, 'AB', o)).toBeNull();
    expect(referralLink(PLATFORM_TRAITS.kong, 'AB', o)).toBeNull();
  });
});

describe('the launch referral code', () => {
  const game = (source: 'tg' | 'kong', ref: string | null, launch: string | null) => ({
    entry: { ref } as never,
    platform: { ...ownSiteAdapter(PLATFORM_TRAITS[source]), launchRef: () => launch },
  });
  it("takes the entry's ref first, then the platform's, and none where referral is off", () => {
    expect(launchReferral(game('tg', 'Q1', 'T1'))).toBe('Q1');
    expect(launchReferral(game('tg', null, 'T1'))).toBe('T1');
    expect(launchReferral(game('tg', null, null))).toBeNull();
    expect(launchReferral(game('kong', 'Q1', 'T1'))).toBeNull();
  });
});
