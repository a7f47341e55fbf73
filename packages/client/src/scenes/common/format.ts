/** SPEC §9 abbreviations, one per power of a thousand. */
const SUFFIXES = ['', 'k', 'M', 'G', 'T', 'P', 'E', 'S', 'Y', 'R', 'Q', 'F', 'D', 'A'];

/** Values above 9999 are abbreviated (12.3k, 4.5M …); smaller ones are shown whole. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  let n = Math.abs(Math.floor(value));
  if (n <= 9999) return `${sign}${n}`;
  let i = 0;
  while (n >= 1000 && i < SUFFIXES.length - 1) {
    n /= 1000;
    i++;
  }
  const digits = n >= 100 ? 0 : 1;
  // Round down so a player never sees more than they have.
  const factor = 10 ** digits;
  const shown = Math.floor(n * factor) / factor;
  return `${sign}${shown.toFixed(digits).replace(/\.0$/, '')}${SUFFIXES[i]}`;
}
