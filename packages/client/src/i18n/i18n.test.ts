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

describe('translations', () => {
  it('has the same keys in RU and EN (each with its own plural forms)', () => {
    // Russian counts in one / few / many / other, English in one / other (plurals.test.ts).
    const base = (keys: string[]) =>
      [...new Set(keys.map((k) => k.replace(/_(one|few|many|other)$/, '')))].sort();
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
