import { heroDef, type HeroTier } from '@heroroad/rules';
import type { PortraitIconName } from './portraitIconNames';

/**
 * A hero's portrait beyond the face: the emblem standing behind the head (what gives each hero
 * a silhouette of their own), the backdrop, the cloak on the shoulders and the hair. The three
 * starters are told apart at a glance: Dobrynya's red and gold behind a round shield, Velimir's
 * moss green under an oak with white hair, Halfdan's steel blue behind a battle axe with red hair.
 */
export interface HeroStyle {
  readonly emblem: PortraitIconName;
  /** Emblem colour. */
  readonly metal: string;
  readonly inner: string;
  readonly outer: string;
  readonly cloth: string;
  readonly hair: string;
  readonly skin: string;
}

const SKINS = ['f2d3b1', 'e8bf98', 'd9a77e', 'f6dcc4', 'c68e62'];
const HAIRS = ['2b1d14', '6b4226', 'a0522d', 'd8b26a', 'e8e4da', '3a3a3a', '8a2a1a'];
const CLOTHS = ['#3a5f8a', '#7a2e2e', '#4a6a3a', '#6a4a8a', '#8a6a2e', '#2e6a6a'];

/** Backdrops by shop tier: the hero's rank is read before their face. */
const TIER_BACKDROP: Readonly<Record<HeroTier, readonly [string, string]>> = {
  USUAL: ['#f3e6c4', '#a07a4a'],
  LEGENDARY: ['#e6eef8', '#5a7a9a'],
  MYTHICAL: ['#fff0b8', '#b0832a'],
  SUPREME: ['#f0d8ff', '#5a2a8a'],
  ARK: ['#ffd8d0', '#8a1a2a'],
};

/** The emblem behind each kind of hero. */
const CLASS_EMBLEM: Readonly<Record<string, PortraitIconName>> = {
  human: 'round-shield',
  druid: 'oak',
  berserk: 'battle-axe',
  rider: 'horse-head',
  witch: 'broom',
  elf: 'bow-arrow',
  shaman: 'drum',
  nun: 'holy-symbol',
  titan: 'mountain-cave',
  warlock: 'frozen-orb',
  dragonslayer: 'spear-feather',
  priestess: 'winged-sword',
  wind: 'tornado',
  sorcerer: 'crystal-ball',
  yotun: 'frozen-orb',
  angel: 'winged-sword',
  archititan: 'mountain-cave',
  koschey: 'hourglass',
  norn: 'spinning-wheel',
  phoenix: 'fluffy-wing',
  archangel: 'sun',
  as: 'winged-sword',
  abyssoul: 'crystal-ball',
  skuld: 'spinning-wheel',
  babayaga: 'broom',
};

/** The starters, drawn by hand so the first choice of the game is a real one. */
const STARTERS: Readonly<Record<string, HeroStyle>> = {
  hero_dobrynya: {
    emblem: 'round-shield',
    metal: '#e8b64a',
    inner: '#ffb08a',
    outer: '#8a1a1a',
    cloth: '#b0302a',
    hair: '4a2e1a',
    skin: 'f2d3b1',
  },
  hero_velimir: {
    emblem: 'oak',
    metal: '#2f5a22',
    inner: '#e0f0b0',
    outer: '#4a8a2a',
    cloth: '#6b5a2e',
    hair: 'ece8de',
    skin: 'e8bf98',
  },
  hero_halfdan: {
    emblem: 'battle-axe',
    metal: '#c8d4e0',
    inner: '#b8d8f0',
    outer: '#1a3050',
    cloth: '#5a3a22',
    hair: 'c8582a',
    skin: 'f6dcc4',
  },
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: string, salt: string): T {
  return list[hash(seed + salt) % list.length]!;
}

/** The style of a portrait seed: a known hero's own, else one the seed picks (players' faces). */
export function heroStyle(seed: string): HeroStyle {
  const id = seed.startsWith('hero:') ? seed.slice('hero:'.length) : seed;
  const starter = STARTERS[id];
  if (starter) return starter;
  const hero = heroDef(id);
  const [inner, outer] = TIER_BACKDROP[hero?.tier ?? 'USUAL'];
  return {
    emblem: CLASS_EMBLEM[hero?.warriorClass ?? ''] ?? 'crossed-swords',
    metal: '#f3e6c4',
    inner,
    outer,
    cloth: pick(CLOTHS, seed, 'cloth'),
    hair: pick(HAIRS, seed, 'hair'),
    skin: pick(SKINS, seed, 'skin'),
  };
}
