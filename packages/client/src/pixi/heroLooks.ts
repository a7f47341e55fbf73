/**
 * How each hero's generated face must read, whatever its seed draws (art direction: a portrait
 * stands for the hero of the tale: Dobrynya and the old volkhv are bearded, the wise-women and
 * norns are women). Faces of players and of heroes not listed keep what the seed draws.
 */
export type HeroLook = 'bearded' | 'man' | 'woman';

export const HERO_LOOKS: Readonly<Record<string, HeroLook>> = {
  hero_dobrynya: 'bearded',
  hero_velimir: 'bearded',
  hero_halfdan: 'bearded',
  hero_alyosha: 'man',
  hero_marfa: 'woman',
  hero_sigrlinn: 'woman',
  hero_gudrid: 'woman',
  hero_eupraxia: 'woman',
  hero_svyatogor: 'bearded',
  hero_karachun: 'bearded',
  hero_nikita: 'bearded',
  hero_brynhild: 'woman',
  hero_stribog: 'bearded',
  hero_finn: 'bearded',
  hero_thrym: 'bearded',
  hero_guardian: 'man',
  hero_gorynya: 'bearded',
  hero_koschei: 'bearded',
  hero_urd: 'woman',
  hero_firebird: 'woman',
  hero_dawn: 'man',
  hero_rokkara: 'bearded',
  hero_nukserra: 'woman',
  hero_skuld: 'woman',
  hero_yaga: 'woman',
  hero_asg_phoenix: 'woman',
  vip_balthazar: 'bearded',
  vip_mara: 'woman',
  vip_euryale: 'woman',
  vip_bloodtail: 'man',
  vip_sikji: 'man',
  vip_veles: 'bearded',
};

/** The hero a portrait seed stands for ("hero:hero_dobrynya"), if any. */
export function lookOfSeed(seed: string): HeroLook | undefined {
  const id = seed.startsWith('hero:') ? seed.slice('hero:'.length) : seed;
  return HERO_LOOKS[id];
}
