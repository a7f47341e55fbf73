/** SPEC §9 suffixes, each a thousand times the last: k = 1e3 … A = 1e39. */
export const NUMBER_SUFFIXES = [
  'k',
  'M',
  'G',
  'T',
  'P',
  'E',
  'S',
  'Y',
  'R',
  'Q',
  'F',
  'D',
  'A',
] as const;

/** Values up to this are written in full (SPEC §9: values above 9999 are abbreviated). */
const ABBREVIATE_ABOVE = 9999;

function trimDigits(n: number): string {
  // Truncate, never round up: 999 999 reads 999k, not 1000k, and no one sees more than they have.
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : 2;
  const f = 10 ** digits;
  const t = Math.floor(n * f * (1 + 1e-12)) / f;
  const text = t.toFixed(digits);
  return digits === 0 ? text : text.replace(/\.?0+$/, '');
}

/** From here numbers are written as 8.45e67 (a million A). */
const SCIENTIFIC_FROM = 1e45;

/** 12 345 → "12.3k", 4.2e30 → "4.2Q"; whole numbers up to 9999 as they are. */
export function abbreviateNumber(value: number): string {
  if (Number.isNaN(value)) return '0';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  if (value < 0) return `-${abbreviateNumber(-value)}`;
  if (value <= ABBREVIATE_ABOVE) return String(Math.floor(value));
  // Past 999 999A the suffixes run out: three significant digits and a power of ten.
  if (value >= SCIENTIFIC_FROM) {
    const exp = Math.floor(Math.log10(value));
    const mantissa = value / Number(`1e${exp}`);
    return `${trimDigits(mantissa < 1 ? mantissa * 10 : mantissa)}e${mantissa < 1 ? exp - 1 : exp}`;
  }
  // Units are parsed from decimal literals, which are exactly rounded, so 1e33 divides to 1.
  let index = 0;
  while (index < NUMBER_SUFFIXES.length - 1 && value >= Number(`1e${3 * (index + 2)}`)) index++;
  const n = value / Number(`1e${3 * (index + 1)}`);
  return `${trimDigits(n)}${NUMBER_SUFFIXES[index] ?? ''}`;
}

/**
 * A hero stat or an artifact's stat bonus: below 100 with one decimal (truncated), so that a
 * smithy level (+5% of a bonus of 2 is +0.1) shows; from 100 on as `abbreviateNumber`.
 */
export function statNumber(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value >= 100) return abbreviateNumber(value);
  const tenths = Math.floor(value * 10 * (1 + 1e-12)) / 10;
  return tenths.toFixed(1).replace(/\.0$/, '');
}
