import { describe, expect, it, vi } from 'vitest';
import { createI18n, fromI18nLang, MISSING_TEXT } from './index';
import en from './texts.en';
import ru from './texts.ru';
import { ALL_TEXTS } from '../testing/texts';

function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/**
 * Keys without their plural forms: Russian counts in one / few / many / other, English in one /
 * other (plurals.test.ts).
 */
const base = (keys: string[]) =>
  [...new Set(keys.map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();

// Every text file in the client's sources: the shell's (locales/) and the feature folders'.
const FILES = import.meta.glob<Record<string, unknown>>(
  ['./locales/*.json', '../**/texts.{en,ru}.json'],
  { eager: true, import: 'default' },
);
// Each feature folder's declaration of its texts' keys (texts.ts), as written.
const DECLARATIONS = import.meta.glob<string>('../**/texts.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const filesIn = (lang: 'en' | 'ru') =>
  Object.entries(FILES).filter(([path]) => path.endsWith(`${lang}.json`));

describe('text files', () => {
  it('declare each top-level namespace once per language', () => {
    for (const lang of ['en', 'ru'] as const) {
      const owners = new Map<string, string[]>();
      for (const [path, texts] of filesIn(lang)) {
        for (const ns of Object.keys(texts)) owners.set(ns, [...(owners.get(ns) ?? []), path]);
      }
      expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([]);
    }
  });

  it("give each folder's texts in both languages, with the same keys", () => {
    for (const [path, english] of filesIn('en')) {
      const russian = FILES[path.replace(/en\.json$/, 'ru.json')];
      expect(russian, path).toBeDefined();
      expect(base(shape(russian)), path).toEqual(base(shape(english)));
    }
    expect(filesIn('ru').length).toBe(filesIn('en').length);
  });

  it('are all gathered into their language (texts.en.ts, texts.ru.ts find them by name)', () => {
    const namespaces = (lang: 'en' | 'ru') =>
      filesIn(lang)
        .flatMap(([, texts]) => Object.keys(texts))
        .sort();
    expect(Object.keys(en).sort()).toEqual(namespaces('en'));
    expect(Object.keys(ru).sort()).toEqual(namespaces('ru'));
  });

  it("declare their keys beside them: a feature folder's texts.ts adds its file to Texts", () => {
    const undeclared = filesIn('en')
      .map(([path]) => path.replace(/texts\.en\.json$/, 'texts.ts'))
      .filter((path) => !path.startsWith('./locales/'))
      .filter((path) => !DECLARATIONS[path]?.includes('interface Texts extends'));
    expect(undeclared).toEqual([]);
  });
});

describe('translations', () => {
  it('has the same keys in RU and EN (each with its own plural forms)', () => {
    expect(base(shape(ru))).toEqual(base(shape(en)));
  });

  it('writes ё where Russian words need it (the outage page read "ИДЕТ")', () => {
    const without = /(?<![а-яё])(идет|придет|ждет|живет|пойдет|зовет)(?![а-яё])/iu;
    expect(leaves(ru).filter((text) => without.test(text))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const text of [...leaves(ru), ...leaves(en)]) expect(text.trim()).not.toBe('');
  });

  it('translates in both languages', () => {
    expect(createI18n('RU', ALL_TEXTS, vi.fn(), false).t('app.title')).toBe('Дорога героев');
    expect(createI18n('EN', ALL_TEXTS, vi.fn(), false).t('loading.progress', { percent: 42 })).toBe(
      'loading 42%',
    );
  });

  it("shows '???' for a missing key and logs it once", () => {
    const onMissing = vi.fn();
    const i18n = createI18n('EN', ALL_TEXTS, onMissing, false);
    const t = i18n.t as unknown as (key: string) => string;
    expect(t('no.such.key')).toBe(MISSING_TEXT);
    expect(t('no.such.key')).toBe(MISSING_TEXT);
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('en:no.such.key');
  });

  it('maps i18next codes to game languages', () => {
    expect(fromI18nLang('en-US')).toBe('EN');
    expect(fromI18nLang('ru')).toBe('RU');
  });
});
