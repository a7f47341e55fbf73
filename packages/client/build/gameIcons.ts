import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData } from '@iconify/utils';
import type { Plugin } from 'vite';
import { svgFolder } from './svgFolder';

type IconifyJSON = Parameters<typeof getIconData>[0];

/** One icon as its own SVG file; `#i` names the drawing so `<use href="…#i">` can reuse it. */
function svgFile(body: string, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">` +
    `<g id="i">${body}</g></svg>`
  );
}

function readIcons(names: readonly string[]): Map<string, string> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@iconify-json/game-icons/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconifyJSON;
  const icons = new Map<string, string>();
  for (const name of names) {
    const data = getIconData(set, name);
    if (!data) throw new Error(`game-icons has no icon named "${name}"`);
    icons.set(
      name,
      svgFile(data.body, data.width ?? set.width ?? 512, data.height ?? set.height ?? 512),
    );
  }
  return icons;
}

/**
 * Serves `virtual:game-icons`: a function giving the address of one small SVG file per listed
 * game-icon. The full set is 6.5 MB of JSON; the build emits only the listed icons, as files the
 * browser fetches when an icon is first drawn, so no icon weighs on the JavaScript. An unknown
 * name fails the build. The files share one hashed folder (`build/svgFolder.ts`). Another `set`
 * serves another list as `virtual:<set>`, so a chunk loaded later (the portraits' art) carries
 * its own.
 */
export function gameIcons(names: readonly string[], set = 'game-icons'): Plugin {
  return svgFolder({
    set,
    files: () => readIcons(names),
    exports: () => "export default (name) => folder + name + '.svg';\n",
  });
}
