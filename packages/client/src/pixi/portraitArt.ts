import { monsterDef } from '@heroroad/rules';
import faceAddress from 'virtual:faces';
import iconAddress from 'virtual:portrait-icons';
import { heroStyle } from './heroStyles';
import { BAND_BACKDROPS, MONSTER_LOOKS, type Backdrop } from './monsterLooks';
import type { PortraitIconName } from './portraitIconNames';

/**
 * Coloured portraits composed as SVG (art direction: warm, readable, one palette): a monster is
 * its silhouette in its own colours, rim-lit by its accent, on its band's backdrop; a hero is a
 * coloured DiceBear face with their emblem behind the head and their cloak on the shoulders.
 * This module, its icons and the faces load with the first portrait, never with the first page;
 * the faces are files drawn at build time (`build/faces.ts`), so the generator stays in Node.
 */

const SIZE = 192;
const drawings = new Map<string, Promise<{ body: string; box: number }>>();
const faces = new Map<string, Promise<string>>();

/** An SVG file read once per address; a failed fetch is forgotten, so a later call retries. */
function cached<T>(cache: Map<string, Promise<T>>, url: string, read: (svg: string) => T) {
  let file = cache.get(url);
  if (!file) {
    file = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`Portrait file ${url} answered ${res.status}`);
      return read(await res.text());
    });
    cache.set(url, file);
    file.catch(() => cache.delete(url));
  }
  return file;
}

/** An icon's drawing (its SVG's inner markup) and the side of its square view box. */
function drawing(name: PortraitIconName): Promise<{ body: string; box: number }> {
  return cached(drawings, iconAddress(name), (svg) => {
    const box = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 512);
    return { body: /<g id="i">([\s\S]*)<\/g>\s*<\/svg>\s*$/.exec(svg)?.[1] ?? '', box };
  });
}

/** A seed's prebuilt face, or null for a seed the build did not draw (`player-<id>`). */
function face(seed: string): Promise<string> | null {
  const url = faceAddress(seed);
  return url === null ? null : cached(faces, url, (svg) => svg);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Mixes a #rrggbb colour towards white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const towards = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  const c = [16, 8, 0].map((s) => Math.round(((n >> s) & 255) * (1 - k) + towards * k));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The backdrop's pattern, turned by the seed so two monsters of a band differ even there. */
function pattern(b: Backdrop, seed: number): string {
  const turn = seed % 360;
  const light = shade(b.inner, 0.3);
  const out: string[] = [];
  const at = (i: number, n: number, r: number) => {
    const a = (i / n) * Math.PI * 2 + (turn * Math.PI) / 180;
    return [96 + Math.cos(a) * r, 96 + Math.sin(a) * r] as const;
  };
  switch (b.pattern) {
    case 'rays':
      for (let i = 0; i < 12; i++) {
        const [x1, y1] = at(i, 12, 140);
        const [x2, y2] = at(i + 0.45, 12, 140);
        out.push(`<path d="M96 96L${x1} ${y1}L${x2} ${y2}Z" fill="${light}" opacity=".35"/>`);
      }
      break;
    case 'dots':
      for (let i = 0; i < 14; i++) {
        const [x, y] = at(i * 3.7, 14, 40 + ((seed >> i) & 31) * 2);
        out.push(
          `<circle cx="${x}" cy="${y}" r="${4 + (i % 3) * 2}" fill="${light}" opacity=".4"/>`,
        );
      }
      break;
    case 'waves':
      for (let y = 30; y < SIZE; y += 26)
        out.push(
          `<path d="M0 ${y} Q48 ${y - 12} 96 ${y} T192 ${y}" stroke="${light}" stroke-width="5" fill="none" opacity=".3"/>`,
        );
      break;
    case 'shards':
      for (let i = 0; i < 7; i++) {
        const [x, y] = at(i, 7, 78);
        out.push(
          `<path d="M${x} ${y}l14 -30l14 30z" fill="${light}" opacity=".3" transform="rotate(${turn + i * 40} ${x} ${y})"/>`,
        );
      }
      break;
    case 'flakes':
      for (let i = 0; i < 10; i++) {
        const [x, y] = at(i * 2.3, 10, 50 + (i % 4) * 10);
        out.push(
          `<path d="M${x - 6} ${y}h12M${x} ${y - 6}v12M${x - 4} ${y - 4}l8 8M${x + 4} ${y - 4}l-8 8" stroke="#fff" stroke-width="2" opacity=".7"/>`,
        );
      }
      break;
    case 'embers':
      for (let i = 0; i < 16; i++) {
        const [x, y] = at(i * 1.9, 16, 30 + (i % 5) * 14);
        out.push(`<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#ffb04a" opacity=".7"/>`);
      }
      break;
    case 'void':
      for (let r = 20; r < 120; r += 18)
        out.push(
          `<circle cx="96" cy="96" r="${r}" stroke="${light}" stroke-width="3" fill="none" opacity="${(0.5 - r / 300).toFixed(2)}" stroke-dasharray="${r / 2} ${r / 4}"/>`,
        );
      break;
    case 'rings':
      for (let r = 30; r < 140; r += 22)
        out.push(
          `<circle cx="96" cy="96" r="${r}" stroke="${light}" stroke-width="4" fill="none" opacity=".3"/>`,
        );
      break;
  }
  return out.join('');
}

function backdrop(id: string, inner: string, outer: string): string {
  return (
    `<radialGradient id="${id}" cx="50%" cy="42%" r="70%">` +
    `<stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`
  );
}

/** An icon drawn as a solid figure: a drop shadow, a rim in the accent and an inked outline. */
function figure(
  art: { body: string; box: number },
  fill: string,
  accent: string,
  place: { x: number; y: number; size: number },
): string {
  const k = place.size / art.box;
  const paint = (colour: string) => art.body.replaceAll('currentColor', colour);
  const u = art.box / 128;
  return (
    `<g transform="translate(${place.x} ${place.y}) scale(${k})">` +
    `<g transform="translate(${6 * u} ${9 * u})" opacity=".4">${paint('#000')}</g>` +
    `<g transform="translate(${-4 * u} ${-4 * u})">${paint(accent)}</g>` +
    `<g stroke="#1e140c" stroke-width="${5 * u}" stroke-linejoin="round" paint-order="stroke">${paint(fill)}</g>` +
    `</g>`
  );
}

/**
 * A portrait: its backdrop (a radial gradient named `bg`) with one shaded paint (a top-to-bottom
 * gradient of `paint.colour` named `paint.id`), then what is drawn on them.
 */
function svg(
  bg: { id: string; inner: string; outer: string },
  paint: { id: string; colour: string; light: number; dark: number },
  body: string,
): string {
  const gradient =
    `<linearGradient id="${paint.id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(paint.colour, paint.light)}"/>` +
    `<stop offset="1" stop-color="${shade(paint.colour, -paint.dark)}"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${backdrop(bg.id, bg.inner, bg.outer)}${gradient}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${bg.id})"/>${body}</svg>`
  );
}

/** A monster's portrait by its id; an unknown id gets a wolf's look on the meadow. */
export async function monsterPortraitSvg(monsterId: string): Promise<string> {
  const look = MONSTER_LOOKS[monsterId] ?? MONSTER_LOOKS.m_grey_wolf!;
  const band = BAND_BACKDROPS[monsterDef(monsterId)?.biome ?? 'meadow'];
  const art = await drawing(look.icon);
  return svg(
    { id: 'mbg', ...band },
    { id: 'mbody', colour: look.body, light: 0.25, dark: 0.3 },
    pattern(band, hash(monsterId)) +
      `<circle cx="96" cy="94" r="62" fill="${look.accent}" opacity=".35"/>` +
      figure(art, 'url(#mbody)', look.accent, { x: 30, y: 26, size: 132 }),
  );
}

/** The face inside a hero's portrait, its own width and height taken off so it fits its place. */
function nestedFace(face: string, x: number, y: number, size: number): string {
  return face.replace(
    /<svg([^>]*)>/,
    (_, attrs: string) =>
      `<svg${attrs.replace(/\s(width|height)="[^"]*"/g, '')} x="${x}" y="${y}" width="${size}" height="${size}">`,
  );
}

/**
 * A hero's or player's portrait: the backdrop, the emblem behind the head, the coloured face
 * and the cloak. The face keeps what `build/lorelei.ts` fixes (a bearded Dobrynya, Marfa a
 * woman). A seed with no prebuilt face (a player with no hero yet) gets the emblem alone on the
 * backdrop, larger: a crest reads as "no hero yet" where a stranger's face would not.
 */
export async function heroPortraitSvg(seed: string): Promise<string> {
  const style = heroStyle(seed);
  const [art, drawn] = await Promise.all([drawing(style.emblem), face(seed)]);
  const bg = { id: 'hbg', inner: style.inner, outer: style.outer };
  const cloth = { id: 'hcloth', colour: style.cloth, light: 0.15, dark: 0.35 };
  const emblem = (place: { x: number; y: number; size: number }) =>
    figure(art, style.metal, shade(style.metal, 0.4), place);
  if (drawn === null) {
    return svg(bg, cloth, emblem({ x: 16, y: 16, size: 160 }));
  }
  return svg(
    bg,
    cloth,
    emblem({ x: 6, y: 0, size: 180 }) +
      nestedFace(drawn, 22, 18, 150) +
      `<path d="M14 192C22 160 56 150 96 150S170 160 178 192Z" fill="url(#hcloth)" stroke="#1e140c" stroke-width="3"/>` +
      `<circle cx="96" cy="166" r="6" fill="${style.metal}" stroke="#1e140c" stroke-width="2"/>`,
  );
}
