import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import en from './texts.en';
import ru from './texts.ru';
import { ALL_TEXTS } from '../testing/texts';
import { CURRENCY_DEFS } from '@heroroad/rules';

/** The CLDR plural categories i18next asks for, by language (RU fractions read as `other`). */
const PLURAL_FORMS = { ru: ['one', 'few', 'many', 'other'], en: ['one', 'other'] } as const;
/** The grammatical genders of heroes and monsters (rules `Gender`), as i18next contexts. */
const GENDERS = ['male', 'female', 'neuter', 'plural'] as const;

// The client's src folder (this file sits in src/i18n).
const SRC = dirname(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [path] : [];
  });
}

/** Every text of a locale by its key. */
function leafTexts(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leafTexts(v, prefix ? `${prefix}.${k}` : k));
  }
  return typeof value === 'string' ? [[prefix, value]] : [];
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

/**
 * Every `t('key', { … })` in the client's sources with what its options name: `count` (a number
 * meets a word) and `context` (a hero's or monster's gender). A key built with `${…}` stands for
 * each of its siblings.
 */
function usages(): { key: string; count: boolean; context: boolean; file: string }[] {
  const out: { key: string; count: boolean; context: boolean; file: string }[] = [];
  const call = /\bt\(\s*(['`])([\w.${}]+?)\1\s*,\s*\{/g;
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(call)) {
      let i = m.index + m[0].length;
      let depth = 1;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}') depth--;
      }
      const options = text.slice(m.index + m[0].length, i - 1);
      const count = /(^|[\s,{])count\b/.test(options);
      const context = /(^|[\s,{])context\b/.test(options);
      if (count || context) out.push({ key: m[2]!, count, context, file });
    }
  }
  return out;
}

/** The base keys a usage stands for in a locale: itself, or each sibling of a `${…}` key. */
function keysOf(key: string, all: readonly string[]): string[] {
  if (!key.includes('${')) return [key];
  const prefix = key.slice(0, key.indexOf('${'));
  const strip = (k: string) => k.replace(/_(one|few|many|other|male|female|neuter|plural)$/, '');
  return [...new Set(all.filter((k) => k.startsWith(prefix)).map(strip))];
}

describe('plural and gender forms', () => {
  const uses = usages();
  const locales = { ru: leafKeys(ru), en: leafKeys(en) };

  it('finds the keys used with a count or a gender', () => {
    expect(uses.some((u) => u.key === 'bank.gems' && u.count)).toBe(true);
    expect(uses.some((u) => u.key === 'battle.result.fell' && u.context)).toBe(true);
  });

  it('gives every key used with a count the plural forms its language needs', () => {
    const missing: string[] = [];
    for (const u of uses.filter((x) => x.count)) {
      for (const [lang, all] of Object.entries(locales)) {
        for (const key of keysOf(u.key, all)) {
          for (const form of PLURAL_FORMS[lang as 'ru' | 'en']) {
            if (!all.includes(`${key}_${form}`)) missing.push(`${lang}:${key}_${form}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every key used with a gender a form for each gender', () => {
    const missing: string[] = [];
    for (const u of uses.filter((x) => x.context)) {
      for (const [lang, all] of Object.entries(locales)) {
        for (const key of keysOf(u.key, all)) {
          for (const g of GENDERS) {
            if (!all.includes(`${key}_${g}`)) missing.push(`${lang}:${key}_${g}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('never writes a number straight before a counted currency word outside a plural form', () => {
    // The words each currency takes after a number ("1 crystal", "5 кристаллов"): a text putting
    // one after a placeholder reads wrong for some number ("Also: 1 crystals"); such amounts go
    // through `amountText`, which picks the form, or through a key's plural forms.
    const words = (lang: 'ru' | 'en') =>
      Object.values(CURRENCY_DEFS).flatMap((d) => Object.values(d.counted[lang]));
    const PLURAL_KEY = /_(one|few|many|other)$/;
    const wrong: string[] = [];
    for (const [lang, texts] of [
      ['ru', leafTexts(ru)],
      ['en', leafTexts(en)],
    ] as const) {
      const nouns = [...new Set(words(lang))].filter((w) => !/^gold$/.test(w));
      const after = new RegExp(
        `\\{\\{\\w+\\}\\}\\s+(${nouns.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}])`,
        'iu',
      );
      for (const [key, text] of texts) {
        if (!PLURAL_KEY.test(key) && after.test(text)) wrong.push(`${lang}:${key}: ${text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('agrees numbers and genders in Russian and English', () => {
    const r = createI18n('RU', ALL_TEXTS, () => undefined, false).t;
    const e = createI18n('EN', ALL_TEXTS, () => undefined, false).t;
    expect(r('battle.result.fell', { name: 'Ведунья Марфа', context: 'female' })).toBe(
      'Ведунья Марфа пала и должна отдохнуть',
    );
    expect(r('battle.result.fell', { name: 'Добрыня Никитич', context: 'male' })).toBe(
      'Добрыня Никитич пал и должен отдохнуть',
    );
    expect(r('promos.share', { count: 1 })).toBe('Рассказать друзьям: +1 изумруд');
    expect(r('promos.share', { count: 3 })).toBe('Рассказать друзьям: +3 изумруда');
    expect(r('promos.share', { count: 25 })).toBe('Рассказать друзьям: +25 изумрудов');
    expect(e('bank.badge.tickets', { count: 1 })).toBe('+1 gold ticket');
    expect(e('bank.badge.tickets', { count: 2 })).toBe('+2 gold tickets');
    expect(r('rating.value.level', { value: 30 })).toBe('уровень 30');
    expect(e('clan.stat.gems', { count: 1, n: '1' })).toBe('1 emerald');
    expect(r('clan.stat.gold', { count: 1, n: '1' })).toBe('1 золотой');
  });
});
