/** The game's palette (docs of the art direction): parchment on dark wood, ink and gold. */
export const PALETTE = {
  parchment: 0xf3e6c4,
  parchmentShade: 0xe2cf9f,
  frame: 0x2a1d12,
  frameLight: 0x4a3420,
  ink: 0x2b2118,
  inkSoft: 0x5a4632,
  gold: 0xd4a53a,
  goldLight: 0xf1cf6b,
  goldDark: 0x8f6a1c,
  night: 0x120c08,
  emerald: 0x2ecc71,
  ruby: 0xc0392b,
  sky: 0x9ccbe8,
  white: 0xffffff,
  // SPEC §4 stair colours, kept for danger only.
  stairGreen: 0x4caf50,
  stairYellow: 0xf2c230,
  stairRed: 0xe0463a,
} as const;

/** CSS form of a palette colour, for SVG icons. */
export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`;
