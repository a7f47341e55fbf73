import type { Biome } from '@heroroad/rules';
import type { PortraitIconName } from './portraitIconNames';

/**
 * How a monster's portrait reads (art direction: warm and readable, a wolf never mistaken for a
 * field spirit): its own silhouette (a game-icon), its own body colour and an accent for the
 * rim light and the glow behind it, on its band's backdrop. No two monsters share a silhouette.
 */
export interface MonsterLook {
  readonly icon: PortraitIconName;
  readonly body: string;
  readonly accent: string;
}

/** The backdrop of a band's monsters: the centre and the edge of the disc, and its pattern. */
export interface Backdrop {
  readonly inner: string;
  readonly outer: string;
  readonly pattern: 'rays' | 'rings' | 'dots' | 'waves' | 'shards' | 'flakes' | 'embers' | 'void';
}

export const BAND_BACKDROPS: Readonly<Record<Biome, Backdrop>> = {
  meadow: { inner: '#fff1b8', outer: '#7fb85a', pattern: 'rays' },
  birch: { inner: '#fbe6a8', outer: '#b0892e', pattern: 'dots' },
  marsh: { inner: '#b9c79a', outer: '#2f4a3c', pattern: 'waves' },
  mountains: { inner: '#dfe3e8', outer: '#5a6678', pattern: 'shards' },
  snow: { inner: '#ffffff', outer: '#6f9cc8', pattern: 'flakes' },
  ash: { inner: '#ffc27a', outer: '#5a2a1a', pattern: 'embers' },
  abyss: { inner: '#8a4ab8', outer: '#120818', pattern: 'void' },
};

const l = (icon: PortraitIconName, body: string, accent: string): MonsterLook => ({
  icon,
  body,
  accent,
});

export const MONSTER_LOOKS: Readonly<Record<string, MonsterLook>> = {
  m_grey_wolf: l('wolf-head', '#7d848c', '#e8eef2'),
  m_polevik: l('scarecrow', '#d9a93a', '#fff3a0'),
  m_swan_goose: l('swan', '#f4f1ea', '#9fd0f0'),
  m_domovoi: l('dwarf-face', '#9a6a3a', '#ffd38a'),
  m_mimic: l('mimic-chest', '#c0452f', '#f1cf6b'),
  m_ovinnik: l('spark-spirit', '#e8642a', '#ffe08a'),
  m_poludnitsa: l('witch-face', '#f2e2b0', '#ff9a3a'),
  m_shishiga: l('imp', '#5f8a3a', '#c8f27a'),
  m_solovei: l('hooded-assassin', '#6a3a6e', '#f2c230'),
  m_leshy: l('tree-face', '#4f7a2e', '#c5e86d'),
  m_rogue_bear: l('bear-head', '#7a4a2a', '#e8b07a'),
  m_volkolak: l('werewolf', '#4a4a5a', '#c8c8e8'),
  m_rusalka: l('mermaid', '#4aa8a0', '#b8f2e6'),
  m_bereginya: l('fairy', '#e8a0c8', '#fff0f8'),
  m_idol: l('totem-head', '#8a6a4a', '#e8c07a'),
  m_tugarin: l('spiked-dragon-head', '#3a7a4a', '#f2c230'),
  m_kikimora: l('goblin-head', '#7a8a3a', '#e0f07a'),
  m_vodyanoy: l('frog-prince', '#3a8a6a', '#a0f0c8'),
  m_bog_lurker: l('shambling-zombie', '#6a5a3a', '#b8e05a'),
  m_nochnitsa: l('bat', '#3a2a4a', '#b08ae0'),
  m_draugr: l('raise-zombie', '#8a9a9a', '#d0f0f0'),
  m_bog_lizard: l('lizardman', '#5a8a2a', '#f0e05a'),
  m_gorgon_ghost: l('medusa-head', '#b8b0c8', '#e8f0d0'),
  m_bog_king: l('frog-mouth-helm', '#2a5a3a', '#f1cf6b'),
  m_mountain_troll: l('troll', '#6a7a5a', '#d0d8b0'),
  m_likho: l('cyclops', '#8a5a4a', '#ffb08a'),
  m_stone_golem: l('rock-golem', '#8a8a8a', '#e0e0e0'),
  m_dvergr: l('dwarf-helmet', '#b07a3a', '#ffd27a'),
  m_living_cliff: l('golem-head', '#5a4a40', '#c8b8a0'),
  m_griffin: l('griffin-symbol', '#d8b04a', '#ffe0a0'),
  m_gorynych: l('hydra', '#3a6a2a', '#ff7a3a'),
  m_hrimthurs: l('ice-golem', '#8ac0e0', '#ffffff'),
  m_ice_wraith: l('ghost', '#c8e8f8', '#6ab0e0'),
  m_fenrir_whelp: l('direwolf', '#4a5a6a', '#a0d8ff'),
  m_riddler: l('greek-sphinx', '#c8b080', '#a0e0ff'),
  m_snow_witch: l('woman-elf-face', '#c8a8e8', '#8a6ae0'),
  m_draugr_king: l('horned-skull', '#8898b0', '#6ab0ff'),
  m_ifrit: l('fire-silhouette', '#f28a2a', '#fff0a0'),
  m_muspel_giant: l('giant', '#a03a1a', '#ffa05a'),
  m_ash_imp: l('imp-laugh', '#6a2a2a', '#ff7a3a'),
  m_renegade_mage: l('wizard-face', '#5a3a8a', '#e0a0ff'),
  m_instigator: l('devil-mask', '#c02a2a', '#ffd07a'),
  m_desert_martyr: l('desert-skull', '#d8c8a0', '#ff9a5a'),
  m_dragon_rider: l('mounted-knight', '#8a6a5a', '#ffb05a'),
  m_surt: l('daemon-skull', '#2a1a1a', '#ff5a1a'),
  m_chaos_spawn: l('tentacles-skull', '#8a2a6a', '#ff7ae0'),
  m_marena: l('grim-reaper', '#d8d0e8', '#a06aff'),
  m_faceless: l('hooded-figure', '#2a2a3a', '#8a8aff'),
  m_lost_soul: l('floating-ghost', '#a0e0d8', '#e0fff8'),
  m_hollow: l('ghost-ally', '#5a5a6a', '#c0a0ff'),
  m_vampire_lord: l('vampire-dracula', '#8a1a2a', '#ff9aa0'),
  m_nidhogg: l('dragon-head', '#3a2a5a', '#c86bff'),
};
