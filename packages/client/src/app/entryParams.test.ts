import { describe, expect, it, vi } from 'vitest';
import { parseEntryParams } from './entryParams';

const on = { referralEnabled: true };

describe('parseEntryParams (SPEC §2)', () => {
  it('defaults the currency to RUB and leaves the rest empty', () => {
    const p = parseEntryParams('', on);
    expect(p).toMatchObject({ lang: null, currency: 'RUB', ref: null, requestKey: null });
    expect(p.disabledAtlases.size).toBe(0);
  });

  it('reads lang, currency, ref and request_key', () => {
    const p = parseEntryParams('?lang=en&currency=usd&ref=FRIEND42&request_key=k1', on);
    expect(p).toMatchObject({ lang: 'EN', currency: 'USD', ref: 'FRIEND42', requestKey: 'k1' });
  });

  it('ignores an unknown language', () => {
    expect(parseEntryParams('?lang=de', on).lang).toBeNull();
  });

  it('does not read ref when referral is disabled', () => {
    expect(parseEntryParams('?ref=FRIEND42', { referralEnabled: false }).ref).toBeNull();
  });

  it('takes the ref encoded in custom_args', () => {
    const json = encodeURIComponent(JSON.stringify({ ref: 'R7' }));
    expect(parseEntryParams(`?custom_args=${encodeURIComponent(json)}`, on).ref).toBe('R7');
    expect(parseEntryParams(`?custom_args=${encodeURIComponent('ref=Q1&x=2')}`, on).ref).toBe('Q1');
  });

  it('logs a broken custom_args and carries on', () => {
    const log = vi.fn();
    const p = parseEntryParams('?custom_args=%7Bbroken', on, log);
    expect(p.ref).toBeNull();
    expect(log).toHaveBeenCalledWith('Error getting url argument');
  });

  it('collects disable_{atlas} parameters', () => {
    const p = parseEntryParams('?disable_heroes&disable_places=1&disable_items=0', on);
    expect([...p.disabledAtlases].sort()).toEqual(['heroes', 'places']);
  });

  it('opens the benchmark pages only by their names', () => {
    expect(parseEntryParams('?bench=battle', on).bench).toBe('battle');
    expect(parseEntryParams('?bench=empty', on).bench).toBe('empty');
    expect(parseEntryParams('?bench=road', on).bench).toBeNull();
    expect(parseEntryParams('', on).bench).toBeNull();
  });

  it('accepts a renderer override', () => {
    expect(parseEntryParams('?renderer=canvas', on).renderer).toBe('canvas');
    expect(parseEntryParams('?renderer=bogus', on).renderer).toBeNull();
  });
});
