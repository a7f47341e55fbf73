import { describe, expect, it } from 'vitest';
import { ERROR_DOMAINS, ERROR_MESSAGES, errorMessage } from './errors.js';
import { TEXT_LIMITS } from './limits.js';
import {
  nicknameKey,
  optionalMailOrPhone,
  textLength,
  validateMailOrPhone,
  validateNickname,
  validatePassword,
  validateText,
} from './validation.js';

describe('nickname (SPEC §5)', () => {
  it.each([
    ['', 'NICKNAME_EMPTY'],
    ['   ', 'NICKNAME_EMPTY'],
    ['ab', 'NICKNAME_TOO_SHORT'],
    ['a'.repeat(TEXT_LIMITS.nicknameMax + 1), 'NICKNAME_TOO_LONG'],
    ['<script>', 'NICKNAME_INVALID'],
    ['-dash', 'NICKNAME_INVALID'],
    // Look-alikes: Cyrillic а and о inside a Latin name, a Latin o in a Cyrillic one, Greek ο.
    ['Dmitrаy', 'NICKNAME_MIXED_SCRIPTS'],
    ['Вoва', 'NICKNAME_MIXED_SCRIPTS'],
    ['Hero Иван', 'NICKNAME_MIXED_SCRIPTS'],
    ['Ηerο', 'NICKNAME_MIXED_SCRIPTS'],
  ])('%j fails with %s', (input, code) => {
    expect(validateNickname(input)).toEqual({ ok: false, code });
  });

  it.each([
    'Ivan',
    'Иван Грозный',
    'hero_42',
    'a.b-c',
    'Ёжик 2000',
    'Ωμέγα',
    'x'.repeat(TEXT_LIMITS.nicknameMax),
  ])('%j passes', (input) => {
    expect(validateNickname(input)).toEqual({ ok: true, value: input });
  });

  it('trims and folds inner spaces', () => {
    expect(validateNickname('  Baba   Yaga ')).toEqual({ ok: true, value: 'Baba Yaga' });
  });

  it('refuses the current nickname unchanged', () => {
    expect(validateNickname('Ivan', 'Ivan')).toEqual({ ok: false, code: 'NICKNAME_UNCHANGED' });
    expect(validateNickname('ivan', 'Ivan')).toEqual({ ok: true, value: 'ivan' });
  });

  it('collides case-insensitively', () => {
    expect(nicknameKey('  ИВАН ')).toBe(nicknameKey('иван'));
    expect(nicknameKey('Hero')).toBe(nicknameKey('hERO'));
  });

  it('has the exact texts of the spec', () => {
    expect(errorMessage('NICKNAME_EMPTY', 'RU')).toBe('Надо ввести хоть какой-то никнейм!');
    expect(errorMessage('NICKNAME_EMPTY', 'EN')).toBe('You have to enter some nickname!');
  });
});

describe('password (SPEC §5)', () => {
  it.each([
    ['', undefined, 'PASSWORD_EMPTY'],
    ['x'.repeat(TEXT_LIMITS.passwordMax + 1), undefined, 'PASSWORD_TOO_LONG'],
    ['short', undefined, 'PASSWORD_TOO_SHORT'],
    ['seven77', undefined, 'PASSWORD_TOO_SHORT'],
    ['secret-1', 'secret-2', 'PASSWORD_REPEAT_MISMATCH'],
  ])('%j / %j fails with %s', (password, repeat, code) => {
    expect(validatePassword(password, repeat)).toEqual({ ok: false, code });
  });

  it('accepts a matching repeat and a password at the limit', () => {
    expect(TEXT_LIMITS.passwordMin).toBe(8);
    expect(validatePassword('eight888', 'eight888').ok).toBe(true);
    expect(validatePassword('x'.repeat(TEXT_LIMITS.passwordMax)).ok).toBe(true);
  });
});

describe('mail or phone (SPEC §5)', () => {
  it.each([
    ['', 'MAIL_OR_PHONE_EMPTY'],
    ['  ', 'MAIL_OR_PHONE_EMPTY'],
    ['+7', 'PHONE_INVALID'],
    ['+7 912', 'PHONE_INVALID'],
    ['+7abc1234567', 'PHONE_INVALID'],
    ['89121234567', 'PHONE_INVALID'],
    ['hero.mail.ru', 'MAIL_INVALID'],
    ['hero@', 'MAIL_INVALID'],
    ['@mail.ru', 'MAIL_INVALID'],
  ])('%j fails with %s', (input, code) => {
    expect(validateMailOrPhone(input)).toEqual({ ok: false, code });
  });

  it('normalises a phone to + and digits', () => {
    expect(validateMailOrPhone('+7 (912) 123-45-67')).toEqual({ ok: true, value: '+79121234567' });
  });

  it('accepts a mail', () => {
    expect(validateMailOrPhone(' hero@road.ru ')).toEqual({ ok: true, value: 'hero@road.ru' });
  });

  it('is optional at registration: blank after trimming is not sent', () => {
    expect(optionalMailOrPhone('   ')).toBeUndefined();
    expect(optionalMailOrPhone(undefined)).toBeUndefined();
    expect(optionalMailOrPhone(' a@b.c ')).toBe('a@b.c');
  });

  it('has the exact texts of the spec', () => {
    expect(errorMessage('MAIL_OR_PHONE_EMPTY', 'RU')).toBe(
      'Надо ввести хоть какую-то почту или телефон!',
    );
    expect(errorMessage('PHONE_INVALID', 'RU')).toBe('Некорректный номер телефона');
    expect(errorMessage('PHONE_INVALID', 'EN')).toBe('Invalid phone number');
    expect(errorMessage('MAIL_INVALID', 'RU')).toBe('Некорректный почтовый адрес');
    expect(errorMessage('MAIL_INVALID', 'EN')).toBe('Invalid mail address');
  });
});

describe('text limits (SPEC §9)', () => {
  it.each([
    ['clanName', 40],
    ['comment', 3000],
    ['topic', 20_000],
    ['chatMessage', 1000],
    ['clanAdvertisement', 180],
  ] as const)('%s is %d characters', (key, max) => {
    expect(TEXT_LIMITS[key]).toBe(max);
    expect(validateText('я'.repeat(max), max).ok).toBe(true);
    expect(validateText('я'.repeat(max + 1), max)).toEqual({ ok: false, code: 'TEXT_TOO_LONG' });
  });

  it('refuses empty text and says "Слишком длинный текст" when too long', () => {
    expect(validateText('  ', 10)).toEqual({ ok: false, code: 'TEXT_EMPTY' });
    expect(errorMessage('TEXT_TOO_LONG', 'RU')).toBe('Слишком длинный текст');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('🐉🐉')).toBe(2);
  });
});

describe('error catalogue', () => {
  it('has RU and EN text for every code', () => {
    for (const [code, text] of Object.entries(ERROR_MESSAGES)) {
      expect(text.ru.trim(), code).not.toBe('');
      expect(text.en.trim(), code).not.toBe('');
    }
  });

  it('declares each code in one domain only', () => {
    const owners = new Map<string, string[]>();
    for (const [domain, codes] of Object.entries(ERROR_DOMAINS)) {
      for (const code of Object.keys(codes))
        owners.set(code, [...(owners.get(code) ?? []), domain]);
    }
    const shared = [...owners].filter(([, domains]) => domains.length > 1);
    expect(shared).toEqual([]);
    expect(Object.keys(ERROR_MESSAGES)).toHaveLength(owners.size);
  });
});
