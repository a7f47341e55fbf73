import { Text, type TextStyleOptions } from 'pixi.js';
import { FONTS } from '../../pixi/fonts';
import { PALETTE } from './palette';

type Kind = 'title' | 'heading' | 'label' | 'body' | 'number';

const BASE: Record<Kind, TextStyleOptions> = {
  // Display face for names of places and the game: gold with a dark rim, readable on any sky.
  title: {
    fontFamily: [FONTS.display, 'serif'],
    fill: PALETTE.goldLight,
    stroke: { color: PALETTE.frame, width: 6, join: 'round' },
    dropShadow: { color: 0x000000, alpha: 0.5, blur: 4, distance: 3, angle: Math.PI / 2 },
    align: 'center',
  },
  heading: {
    fontFamily: [FONTS.heading, 'serif'],
    fontWeight: '700',
    fill: PALETTE.ink,
    align: 'center',
  },
  label: {
    fontFamily: [FONTS.heading, 'serif'],
    fontWeight: '700',
    fill: PALETTE.parchment,
    stroke: { color: PALETTE.frame, width: 4, join: 'round' },
  },
  body: {
    fontFamily: [FONTS.body, 'serif'],
    fill: PALETTE.ink,
    align: 'center',
  },
  number: {
    fontFamily: [FONTS.heading, 'serif'],
    fontWeight: '700',
    fill: PALETTE.white,
    stroke: { color: PALETTE.frame, width: 4, join: 'round' },
  },
};

/** A text in one of the game's type roles; `wrap` sets a word-wrap width. */
export function text(
  kind: Kind,
  content: string,
  size: number,
  extra: TextStyleOptions & { wrap?: number } = {},
): Text {
  const { wrap, ...rest } = extra;
  const style: TextStyleOptions = { ...BASE[kind], fontSize: size, ...rest };
  if (wrap) {
    style.wordWrap = true;
    style.wordWrapWidth = wrap;
  }
  return new Text({ text: content, style, resolution: 2 });
}
