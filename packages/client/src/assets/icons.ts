import iconAddress from 'virtual:game-icons';
import type { IconName } from './iconNames';

const sources = new Map<IconName, Promise<string>>();
const bodies = new Map<IconName, string>();

/**
 * The icon's SVG file, fetched once per page and kept in memory, so an icon drawn once (or
 * preloaded) is still there when the server has gone away.
 */
export function iconSource(name: IconName): Promise<string> {
  let source = sources.get(name);
  if (!source) {
    source = fetch(iconAddress(name)).then(async (res) => {
      if (!res.ok) throw new Error(`Icon ${name} answered ${res.status}`);
      const svg = await res.text();
      bodies.set(name, /<g id="i">([\s\S]*)<\/g>\s*<\/svg>\s*$/.exec(svg)?.[1] ?? '');
      return svg;
    });
    sources.set(name, source);
    // A failed fetch is tried again the next time the icon is needed.
    source.catch(() => sources.delete(name));
  }
  return source;
}

/** The icon's drawing (the SVG's inner markup) once it has arrived. */
export function iconBody(name: IconName): string | undefined {
  return bodies.get(name);
}

export function preloadIcons(names: readonly IconName[]): Promise<unknown> {
  return Promise.allSettled(names.map(iconSource));
}
