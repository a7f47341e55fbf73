import { describe, expect, it } from 'vitest';
import { loadPlatformsConfig } from './platforms-config.js';

describe('partner platform settings', () => {
  it('leaves every platform off by default', () => {
    const c = loadPlatformsConfig({});
    expect(c).toMatchObject({
      launchMaxAgeSeconds: 86_400,
      tokenMaxAgeSeconds: 3600,
      testGrants: false,
    });
    for (const key of [
      'tg',
      'vk',
      'ok',
      'ya',
      'crazygames',
      'kong',
      'gp',
      'gp_partner',
      'gp_playdeck',
      'mail',
      'mystore',
      'foto',
      'fotoLaunch',
      'beeline',
      'google',
      'exe',
    ] as const) {
      expect(c[key], key).toBeNull();
    }
  });

  it('stops start-up on half a platform or a bad value, naming the variables', () => {
    expect(() => loadPlatformsConfig({ VK_APP_ID: '1' })).toThrow(
      /VK_APP_ID, VK_APP_SECRET must be set together \(missing VK_APP_SECRET\)/,
    );
    expect(() => loadPlatformsConfig({ GAMEPUSH_PLAYDECK_SECRET: 'x' })).toThrow(
      /GAMEPUSH_PLAYDECK_PROJECT_ID/,
    );
    expect(() => loadPlatformsConfig({ FOTO_SECRET: 'short' })).toThrow(
      /FOTO_SECRET must be at least 16/,
    );
    expect(() => loadPlatformsConfig({ FOTO_APP_ID: 'fs1' })).toThrow(/FOTO_SERVER_KEY/);
    expect(() => loadPlatformsConfig({ PLATFORM_CONFIRMED_PAYMENTS: 'gp,vk' })).toThrow(
      /PLATFORM_CONFIRMED_PAYMENTS names vk/,
    );
    expect([
      ...loadPlatformsConfig({ PLATFORM_CONFIRMED_PAYMENTS: ' gp, mail ' }).confirmedPayments,
    ]).toEqual(['gp', 'mail']);
    expect(loadPlatformsConfig({}).confirmedPayments.size).toBe(0);
    expect(loadPlatformsConfig({ FOTO_APP_ID: 'fs1', FOTO_SERVER_KEY: 'key' }).fotoLaunch).toEqual({
      appId: 'fs1',
      serverKey: 'key',
    });
    expect(() => loadPlatformsConfig({ PLATFORM_LAUNCH_MAX_AGE_S: '5' })).toThrow(/60 to 2592000/);
    expect(() =>
      loadPlatformsConfig({ KONGREGATE_API_KEY: 'k', KONGREGATE_API_URL: 'ftp://x' }),
    ).toThrow(/http\(s\) URL/);
    expect(() => loadPlatformsConfig({ PLATFORM_TEST_GRANTS: 'maybe' })).toThrow(/on or off/);
  });

  it('reads a RuStore key as PEM or as its one-line base64 body', () => {
    const body = 'MIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA';
    const c = loadPlatformsConfig({
      RUSTORE_KEY_ID: 'k1',
      RUSTORE_PRIVATE_KEY: body,
      RUSTORE_SANDBOX: 'on',
    });
    expect(c.mystore).toMatchObject({
      keyId: 'k1',
      sandbox: true,
      apiUrl: 'https://public-api.rustore.ru',
    });
    expect(c.mystore!.privateKeyPem).toBe(
      `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----\n`,
    );
    const pem = '-----BEGIN PRIVATE KEY-----\\nABC\\n-----END PRIVATE KEY-----';
    expect(
      loadPlatformsConfig({ RUSTORE_KEY_ID: 'k', RUSTORE_PRIVATE_KEY: pem }).mystore!.privateKeyPem,
    ).toBe('-----BEGIN PRIVATE KEY-----\nABC\n-----END PRIVATE KEY-----');
  });

  it('turns CrazyGames purchases on only with the Xsolla secret', () => {
    expect(loadPlatformsConfig({ CRAZYGAMES_GAME_ID: 'g' }).crazygames).toEqual({
      gameId: 'g',
      keyUrl: 'https://sdk.crazygames.com/publicKey.json',
      xsollaSecret: null,
    });
  });
});
