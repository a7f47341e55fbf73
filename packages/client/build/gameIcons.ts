import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getIconData } from '@iconify/utils';
import type { Plugin } from 'vite';

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
 * Serves `virtual:game-icons`: the address of one small SVG file per listed game-icon. The full
 * set is 6.5 MB of JSON; the build emits only the listed icons, as files the browser fetches
 * when an icon is first drawn, so no icon weighs on the JavaScript. An unknown name fails the
 * build. Another `set` serves another list as `virtual:<set>`, so a chunk loaded later (the
 * portraits' art) can carry its own icons' addresses instead of the first load.
 */
export function gameIcons(names: readonly string[], set = 'game-icons'): Plugin {
  const VIRTUAL_ID = `virtual:${set}`;
  const RESOLVED_ID = `\0${VIRTUAL_ID}`;
  const DEV_PREFIX = `/@${set}/`;
  let icons: Map<string, string> | null = null;
  const load = () => (icons ??= readIcons(names));
  let build = false;
  return {
    name: `heroroad-${set}`,
    configResolved(config) {
      build = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, '');
        const svg = load().get(name);
        if (!svg) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(svg);
      });
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const entries = [...load()].map(([name, svg]) => {
        if (!build) return `${JSON.stringify(name)}: ${JSON.stringify(`${DEV_PREFIX}${name}.svg`)}`;
        const ref = this.emitFile({ type: 'asset', name: `icon-${name}.svg`, source: svg });
        return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export default {\n${entries.join(',\n')}\n};`;
    },
  };
}
