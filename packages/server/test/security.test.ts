import { randomInt } from 'node:crypto';
import { api } from '@heroroad/protocol';
import { ERROR_MESSAGES, TEXT_LIMITS, type ErrorCode } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const consents = { acceptPrivacy: true, acceptCookies: true, acceptAgreement: true };
let n = 0;
const uniqueName = (prefix = 'Hero') => `${prefix}${++n}x${randomInt(100_000)}`;

function expectError(
  r: { status: number; body: unknown },
  code: ErrorCode,
  lang: 'RU' | 'EN',
  status = 400,
) {
  expect(r.status).toBe(status);
  expect(r.body).toEqual({
    code,
    message: lang === 'RU' ? ERROR_MESSAGES[code].ru : ERROR_MESSAGES[code].en,
  });
}

describe('registerTrial', () => {
  it('opens a guest session returned in headers and cookie', async () => {
    const r = await s.call(api.security.registerTrial, { body: {} });
    expect(r.status).toBe(200);
    expect(r.body.accessLevel).toBe('TRIAL');
    const token = r.headers.get('jsession');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(r.headers.get('authorization')).toBe(token);
    expect(r.headers.get('set-cookie')).toContain(`JSESSIONID=${token}`);
    expect(r.headers.get('set-cookie')).toContain('HttpOnly');
    const me = await s.call(api.player.current, { token });
    expect(me.status).toBe(200);
    expect(me.body.registered).toBe(false);
    expect(me.body.accessLevel).toBe('TRIAL');
  });

  it('takes the language from the body, then Accept-Language', async () => {
    const en = await s.call(api.security.registerTrial, { body: { lang: 'EN' } });
    const me = await s.call(api.player.current, { token: en.headers.get('jsession') });
    expect(me.body.lang).toBe('EN');
    const ru = await s.call(api.security.registerTrial, {
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    const me2 = await s.call(api.player.current, { token: ru.headers.get('jsession') });
    expect(me2.body.lang).toBe('RU');
  });
});

describe('register: every validation message in both languages', () => {
  const cases: Array<[string, Record<string, unknown>, ErrorCode]> = [
    ['empty nickname', { name: '  ', password: 'secret-1' }, 'NICKNAME_EMPTY'],
    ['short nickname', { name: 'ab', password: 'secret-1' }, 'NICKNAME_TOO_SHORT'],
    [
      'long nickname',
      { name: 'x'.repeat(TEXT_LIMITS.nicknameMax + 1), password: 'secret-1' },
      'NICKNAME_TOO_LONG',
    ],
    ['bad characters', { name: '<b>hero</b>', password: 'secret-1' }, 'NICKNAME_INVALID'],
    ['empty password', { name: 'Valid Name', password: '' }, 'PASSWORD_EMPTY'],
    ['short password', { name: 'Valid Name', password: 'abc' }, 'PASSWORD_TOO_SHORT'],
    [
      'long password',
      { name: 'Valid Name', password: 'p'.repeat(TEXT_LIMITS.passwordMax + 1) },
      'PASSWORD_TOO_LONG',
    ],
    [
      'repeat mismatch',
      { name: 'Valid Name', password: 'secret-1', passwordRepeat: 'secret-2' },
      'PASSWORD_REPEAT_MISMATCH',
    ],
    [
      'phone without area code',
      { name: 'Valid Name', password: 'secret-1', mailOrPhone: '+7 12' },
      'PHONE_INVALID',
    ],
    [
      'mail without @',
      { name: 'Valid Name', password: 'secret-1', mailOrPhone: 'hero.mail.ru' },
      'MAIL_INVALID',
    ],
  ];
  for (const lang of ['RU', 'EN'] as const) {
    it.each(cases)(`%s (${lang})`, async (_title, body, code) => {
      const r = await s.call(api.security.register, {
        body: { ...consents, ...body },
        headers: { 'accept-language': lang === 'RU' ? 'ru' : 'en' },
      });
      expectError(r, code, lang);
    });
  }

  it('needs all three consents', async () => {
    for (const missing of ['acceptPrivacy', 'acceptCookies', 'acceptAgreement']) {
      const r = await s.call(api.security.register, {
        body: { name: uniqueName(), password: 'secret-1', ...consents, [missing]: false },
        headers: { 'accept-language': 'en' },
      });
      expectError(r, 'CONSENT_REQUIRED', 'EN');
    }
  });

  it('refuses a nickname taken in another case', async () => {
    const name = uniqueName('Taken');
    expect(
      (await s.call(api.security.register, { body: { name, password: 'secret-1', ...consents } }))
        .status,
    ).toBe(200);
    const r = await s.call(api.security.register, {
      body: { name: name.toUpperCase(), password: 'secret-1', ...consents },
      headers: { 'accept-language': 'ru' },
    });
    expectError(r, 'NICKNAME_TAKEN', 'RU', 409);
  });

  it('sends mail or phone only when not blank, and stores a normalised phone', async () => {
    const blank = await s.call(api.security.register, {
      body: { name: uniqueName(), password: 'secret-1', mailOrPhone: '   ', ...consents },
    });
    expect(blank.status).toBe(200);
    const me = await s.call(api.player.current, { token: blank.headers.get('jsession') });
    expect(me.body.mailOrPhone).toBeNull();
    const phone = await s.call(api.security.register, {
      body: {
        name: uniqueName(),
        password: 'secret-1',
        mailOrPhone: '+7 (912) 123-45-67',
        ...consents,
      },
    });
    const me2 = await s.call(api.player.current, { token: phone.headers.get('jsession') });
    expect(me2.body.mailOrPhone).toBe('+79121234567');
  });

  it('leaves nothing behind when it fails', async () => {
    const name = uniqueName('Ghost');
    await s.call(api.security.register, { body: { name, password: 'x', ...consents } });
    const exists = await s.call(api.security.isPlayerExist, { query: { name } });
    expect(exists.body).toEqual({ exists: false });
  });
});

describe('a trial guest registers later and keeps its progress', () => {
  it('upgrades the same player and replaces the session', async () => {
    const guest = await s.trial();
    await s.testDb.db.kysely
      .updateTable('player')
      .set({ gold: 777, stair: 12 })
      .where('id', '=', guest.playerId)
      .execute();
    const name = uniqueName('Former');
    const r = await s.call(api.security.register, {
      token: guest.token,
      body: { name, password: 'secret-1', ...consents },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ playerId: guest.playerId, accessLevel: 'PLAYER' });
    const newToken = r.headers.get('jsession')!;
    expect(newToken).not.toBe(guest.token);
    const me = await s.call(api.player.current, { token: newToken });
    expect(me.body).toMatchObject({
      id: guest.playerId,
      name,
      gold: 777,
      stair: 12,
      registered: true,
    });
    // The guest session id must not survive the privilege change.
    expect((await s.call(api.player.current, { token: guest.token })).status).toBe(401);
  });

  it('refuses a second registration from a registered session', async () => {
    const p = await s.player();
    const r = await s.call(api.security.register, {
      token: p.token,
      body: { name: uniqueName(), password: 'secret-1', ...consents },
      headers: { 'accept-language': 'en' },
    });
    expectError(r, 'ALREADY_REGISTERED', 'RU', 409);
  });
});

describe('login and logout', () => {
  it('logs in by nickname in any case and logs out at once', async () => {
    const p = await s.player('PLAYER', uniqueName('Login'));
    const r = await s.call(api.security.login, {
      body: { name: `  ${p.name.toLowerCase()} `, password: 'secret-pass' },
    });
    expect(r.status).toBe(200);
    expect(r.body.playerId).toBe(p.playerId);
    const token = r.headers.get('jsession')!;
    expect((await s.call(api.security.logout, { token })).status).toBe(200);
    expect((await s.call(api.player.current, { token })).status).toBe(401);
    // The other session of the same player is untouched.
    expect((await s.call(api.player.current, { token: p.token })).status).toBe(200);
  });

  it('answers the same error for a wrong password and an unknown name', async () => {
    const p = await s.player();
    const wrong = await s.call(api.security.login, {
      body: { name: p.name, password: 'nope-nope' },
      headers: { 'accept-language': 'en' },
    });
    const unknown = await s.call(api.security.login, {
      body: { name: 'NoSuchHero', password: 'nope-nope' },
      headers: { 'accept-language': 'en' },
    });
    expectError(wrong, 'LOGIN_FAILED', 'EN', 401);
    expectError(unknown, 'LOGIN_FAILED', 'EN', 401);
  });

  it('names an empty field', async () => {
    const r = await s.call(api.security.login, {
      body: { name: '', password: 'x' },
      headers: { 'accept-language': 'ru' },
    });
    expectError(r, 'NICKNAME_EMPTY', 'RU');
  });

  it('a guest cannot log in by its generated name', async () => {
    const g = await s.trial();
    const me = await s.call(api.player.current, { token: g.token });
    const r = await s.call(api.security.login, {
      body: { name: me.body.name, password: 'anything' },
    });
    expect(r.status).toBe(401);
  });
});

describe('name, mail or phone, password', () => {
  it('renames, refusing the unchanged and taken names, in the player language', async () => {
    const p = await s.player();
    await s.call(api.player.langSwitchTo, { token: p.token, params: { code: 'EN' } });
    expectError(
      await s.call(api.security.setName, { token: p.token, body: { name: p.name } }),
      'NICKNAME_UNCHANGED',
      'EN',
    );
    expectError(
      await s.call(api.security.setName, { token: p.token, body: { name: '' } }),
      'NICKNAME_EMPTY',
      'EN',
    );
    const other = await s.player();
    expectError(
      await s.call(api.security.setName, { token: p.token, body: { name: other.name } }),
      'NICKNAME_TAKEN',
      'EN',
      409,
    );
    const fresh = uniqueName('Renamed');
    expect(
      (await s.call(api.security.setName, { token: p.token, body: { name: fresh } })).status,
    ).toBe(200);
    expect((await s.call(api.player.current, { token: p.token })).body.name).toBe(fresh);
  });

  it('sets mail or phone with the spec messages', async () => {
    const p = await s.player();
    expectError(
      await s.call(api.security.setMailOrPhone, { token: p.token, body: { mailOrPhone: ' ' } }),
      'MAIL_OR_PHONE_EMPTY',
      'RU',
    );
    expectError(
      await s.call(api.security.setMailOrPhone, { token: p.token, body: { mailOrPhone: '+1' } }),
      'PHONE_INVALID',
      'RU',
    );
    expectError(
      await s.call(api.security.setMailOrPhone, { token: p.token, body: { mailOrPhone: 'a@b' } }),
      'MAIL_INVALID',
      'RU',
    );
    expect(
      (
        await s.call(api.security.setMailOrPhone, {
          token: p.token,
          body: { mailOrPhone: 'hero@road.ru' },
        })
      ).status,
    ).toBe(200);
    expect((await s.call(api.player.current, { token: p.token })).body.mailOrPhone).toBe(
      'hero@road.ru',
    );
  });

  it('changes the password: needs the current one, then revokes every session', async () => {
    const p = await s.player();
    const second = await s.call(api.security.login, {
      body: { name: p.name, password: 'secret-pass' },
    });
    const secondToken = second.headers.get('jsession')!;
    expectError(
      await s.call(api.security.setPassword, {
        token: p.token,
        body: { currentPassword: '', password: 'newpass1' },
      }),
      'PASSWORD_CURRENT_EMPTY',
      'RU',
    );
    expectError(
      await s.call(api.security.setPassword, {
        token: p.token,
        body: { currentPassword: 'wrong-one', password: 'newpass1' },
      }),
      'PASSWORD_CURRENT_WRONG',
      'RU',
    );
    expectError(
      await s.call(api.security.setPassword, {
        token: p.token,
        body: { currentPassword: 'secret-pass', password: 'newpass1', passwordRepeat: 'newpass2' },
      }),
      'PASSWORD_REPEAT_MISMATCH',
      'RU',
    );
    const r = await s.call(api.security.setPassword, {
      token: p.token,
      body: { currentPassword: 'secret-pass', password: 'newpass1', passwordRepeat: 'newpass1' },
    });
    expect(r.status).toBe(200);
    const fresh = r.headers.get('jsession')!;
    expect((await s.call(api.player.current, { token: p.token })).status).toBe(401);
    expect((await s.call(api.player.current, { token: secondToken })).status).toBe(401);
    expect((await s.call(api.player.current, { token: fresh })).status).toBe(200);
    expect(
      (await s.call(api.security.login, { body: { name: p.name, password: 'secret-pass' } }))
        .status,
    ).toBe(401);
    expect(
      (await s.call(api.security.login, { body: { name: p.name, password: 'newpass1' } })).status,
    ).toBe(200);
  });

  it('guests cannot rename or set credentials before registering', async () => {
    const g = await s.trial();
    expect(
      (await s.call(api.security.setName, { token: g.token, body: { name: uniqueName() } })).status,
    ).toBe(403);
  });
});

describe('isPlayerExist', () => {
  it('without a name tells whether the session has a player', async () => {
    expect((await s.call(api.security.isPlayerExist)).body).toEqual({ exists: false });
    const g = await s.trial();
    expect((await s.call(api.security.isPlayerExist, { token: g.token })).body).toEqual({
      exists: true,
    });
  });

  it('with a name tells whether it is taken', async () => {
    const p = await s.player();
    expect(
      (await s.call(api.security.isPlayerExist, { query: { name: p.name.toUpperCase() } })).body,
    ).toEqual({ exists: true });
    expect(
      (await s.call(api.security.isPlayerExist, { query: { name: 'Nobody Here 42' } })).body,
    ).toEqual({ exists: false });
  });
});
