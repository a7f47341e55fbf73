import { Texture } from 'pixi.js';
import { iconSource } from '../assets/icons';
import type { IconName } from '../assets/iconNames';

/** One icon in one colour at one pixel size, as a standalone SVG document. */
async function iconSvg(name: IconName, color: string, size: number): Promise<string> {
  const svg = await iconSource(name);
  return svg
    .replace('<svg ', `<svg width="${size}" height="${size}" `)
    .replaceAll('currentColor', color);
}

const textures = new Map<string, Promise<Texture>>();

/** Decodes an SVG into a texture once per key. */
export function svgTexture(key: string, svg: string | Promise<string>): Promise<Texture> {
  let texture = textures.get(key);
  if (!texture) {
    texture = (async () => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await svg)}`;
      await image.decode();
      return Texture.from(image);
    })();
    textures.set(key, texture);
    // A failed decode must not poison the cache for later attempts.
    texture.catch(() => textures.delete(key));
  }
  return texture;
}

/** An icon texture drawn at twice the size it is shown, so it stays crisp on dense screens. */
export function iconTexture(name: IconName, color: string, size: number): Promise<Texture> {
  const key = `icon:${name}:${color}:${size}`;
  return textures.get(key) ?? svgTexture(key, iconSvg(name, color, size * 2));
}
