import { TEXT_LIMITS } from './limits.js';
import { fail, ok, type Result } from './result.js';

/** Length in characters as a player counts them (code points, so emoji count once). */
export function textLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

const NICKNAME_CHARS = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
/**
 * Alphabets whose letters look alike (Latin a, Cyrillic а, Greek α): a nickname keeps to one of
 * them, so nobody can pass for another player with a name that reads the same.
 */
const CONFUSABLE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** Whether letters of more than one of the look-alike alphabets appear in the text. */
export function mixesScripts(text: string): boolean {
  return CONFUSABLE_SCRIPTS.filter((script) => script.test(text)).length > 1;
}

/** SPEC §5 nickname rules; returns the trimmed nickname. */
export function validateNickname(input: string, current?: string | null): Result<string> {
  const name = input.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return fail('NICKNAME_EMPTY');
  const length = textLength(name);
  if (length < TEXT_LIMITS.nicknameMin) return fail('NICKNAME_TOO_SHORT');
  if (length > TEXT_LIMITS.nicknameMax) return fail('NICKNAME_TOO_LONG');
  if (!NICKNAME_CHARS.test(name)) return fail('NICKNAME_INVALID');
  if (mixesScripts(name)) return fail('NICKNAME_MIXED_SCRIPTS');
  if (current != null && current === name) return fail('NICKNAME_UNCHANGED');
  return ok(name);
}

/** The key two nicknames collide on: case- and width-insensitive. */
export function nicknameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').normalize('NFKC').toLocaleLowerCase('en');
}

/** SPEC §5 password rules. `repeat` is checked when the form has a repeat field. */
export function validatePassword(password: string, repeat?: string): Result<string> {
  if (password.length === 0) return fail('PASSWORD_EMPTY');
  const length = textLength(password);
  if (length > TEXT_LIMITS.passwordMax) return fail('PASSWORD_TOO_LONG');
  if (length < TEXT_LIMITS.passwordMin) return fail('PASSWORD_TOO_SHORT');
  if (repeat !== undefined && repeat !== password) return fail('PASSWORD_REPEAT_MISMATCH');
  return ok(password);
}

const PHONE_SHAPE = /^\+[\d\s()-]+$/;
const MAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §5: a phone starts with + and holds country and area code (10 to 15 digits in all, as
 * E.164 allows); a mail contains @ with a name before it and a domain after it.
 */
export function validateMailOrPhone(input: string): Result<string> {
  const value = input.trim();
  if (value.length === 0) return fail('MAIL_OR_PHONE_EMPTY');
  if (textLength(value) > TEXT_LIMITS.mailOrPhoneMax) return fail('MAIL_OR_PHONE_TOO_LONG');
  if (value.startsWith('+')) {
    if (!PHONE_SHAPE.test(value)) return fail('PHONE_INVALID');
    const digits = value.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15) return fail('PHONE_INVALID');
    return ok(`+${digits}`);
  }
  if (value.includes('@')) {
    return MAIL_SHAPE.test(value) ? ok(value) : fail('MAIL_INVALID');
  }
  // Digits without the leading + were meant as a phone; anything else as a mail.
  return /^[\d\s()-]+$/.test(value) ? fail('PHONE_INVALID') : fail('MAIL_INVALID');
}

/**
 * Registration form: mail or phone is optional and sent only when not blank after trimming.
 * Returns undefined for a blank value.
 */
export function optionalMailOrPhone(input: string | null | undefined): string | undefined {
  if (input == null) return undefined;
  const value = input.trim();
  return value.length === 0 ? undefined : value;
}

/** Non-empty text within a limit (chat, comments, topics, clan texts). Returns trimmed text. */
export function validateText(input: string, max: number): Result<string> {
  const text = input.trim();
  if (text.length === 0) return fail('TEXT_EMPTY');
  if (textLength(text) > max) return fail('TEXT_TOO_LONG');
  return ok(text);
}
