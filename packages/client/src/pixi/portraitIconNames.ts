/**
 * The game-icons (game-icons.net, CC BY 3.0) the portraits are drawn from: each monster's
 * silhouette and each hero's emblem. Served as `virtual:portrait-icons` (build/gameIcons.ts), so
 * their addresses travel with the portraits' chunk, not the first load.
 */
export const PORTRAIT_ICON_NAMES = [
  // the meadow
  'wolf-head',
  'scarecrow',
  'swan',
  'dwarf-face',
  'mimic-chest',
  'spark-spirit',
  'witch-face',
  'imp',
  'hooded-assassin',
  // the birch grove
  'tree-face',
  'bear-head',
  'werewolf',
  'mermaid',
  'fairy',
  'totem-head',
  'spiked-dragon-head',
  // the marsh
  'goblin-head',
  'frog-prince',
  'shambling-zombie',
  'bat',
  'raise-zombie',
  'lizardman',
  'medusa-head',
  'frog-mouth-helm',
  // the mountains
  'troll',
  'cyclops',
  'rock-golem',
  'dwarf-helmet',
  'golem-head',
  'griffin-symbol',
  'hydra',
  // snow
  'ice-golem',
  'ghost',
  'direwolf',
  'greek-sphinx',
  'woman-elf-face',
  'horned-skull',
  // the ash waste
  'fire-silhouette',
  'giant',
  'imp-laugh',
  'wizard-face',
  'devil-mask',
  'desert-skull',
  'mounted-knight',
  'daemon-skull',
  // the Abyss
  'tentacles-skull',
  'grim-reaper',
  'hooded-figure',
  'floating-ghost',
  'ghost-ally',
  'vampire-dracula',
  'dragon-head',
  // heroes' emblems
  'round-shield',
  'oak',
  'battle-axe',
  'horse-head',
  'broom',
  'bow-arrow',
  'drum',
  'holy-symbol',
  'mountain-cave',
  'frozen-orb',
  'spear-feather',
  'winged-sword',
  'tornado',
  'crystal-ball',
  'sun',
  'fluffy-wing',
  'spinning-wheel',
  'hourglass',
  'crossed-swords',
] as const;

export type PortraitIconName = (typeof PORTRAIT_ICON_NAMES)[number];
