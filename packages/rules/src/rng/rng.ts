/**
 * A small, fast seeded generator (sfc32) whose whole state is four 32-bit integers. The state is
 * a plain array so a battle persisted as JSON and loaded back continues the very same sequence.
 */
export type RngState = [number, number, number, number];

/** Mixes a 32-bit value (splitmix32 finaliser): neighbouring seeds give unrelated states. */
function mix32(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** FNV-1a hash of a string, for seeds given as text (player names, place keys). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Combines several integers into one well-mixed 32-bit hash (order matters). */
export function hashInts(...values: readonly number[]): number {
  let h = 0x6a09e667;
  for (const v of values) {
    // Split large integers into two 32-bit halves so coordinates past 2^32 still differ.
    const low = v >>> 0;
    const high = Math.floor(v / 0x1_0000_0000) >>> 0;
    h = mix32(h ^ low);
    h = mix32(h ^ high);
  }
  return h;
}

export function seedRng(seed: number | string): RngState {
  const base = typeof seed === 'string' ? hashString(seed) : hashInts(seed);
  const state: RngState = [mix32(base), mix32(base + 1), mix32(base + 2), 1];
  // Discard the first outputs: sfc32 needs a few rounds to spread a weak seed.
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** Next 32-bit output; advances `state` in place (the hot path must not allocate). */
export function nextU32(state: RngState): number {
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  state[0] = a;
  state[1] = b;
  state[2] = c;
  state[3] = d;
  return t >>> 0;
}

/** Uniform float in [0, 1). */
export function nextFloat(state: RngState): number {
  return nextU32(state) / 0x1_0000_0000;
}

/** Uniform integer in [0, n). */
export function nextInt(state: RngState, n: number): number {
  return Math.floor(nextFloat(state) * n);
}

/** Picks an index by weights (all weights ≥ 0, at least one positive). */
export function pickWeighted(state: RngState, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let r = nextFloat(state) * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}
