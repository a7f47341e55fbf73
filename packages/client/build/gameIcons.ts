import { createHash } from 'node:crypto';
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
 * Serves `virtual:game-icons`: a function giving the address of one small SVG file per listed
 * game-icon. The full set is 6.5 MB of JSON; the build emits only the listed icons, as files the
 * browser fetches when an icon is first drawn, so no icon weighs on the JavaScript. An unknown
 * name fails the build. The files share one folder named by a hash of them all
 * (`assets/game-icons-<hash>/<name>.svg`), so an address is the folder and the name: a hash per
 * file made the first load carry a table of 140 addresses (2.3 KB gzip). Another `set` serves
 * another list as `virtual:<set>`, so a chunk loaded later (the portraits' art) carries its own.
 */
export function gameIcons(names: readonly string[], set = 'game-icons'): Plugin {
  const VIRTUAL_ID = `virtual:${set}`;
  const RESOLVED_ID = `\0${VIRTUAL_ID}`;
  const DEV_PREFIX = `/@${set}/`;
  let icons: Map<string, string> | null = null;
  const load = () => (icons ??= readIcons(names));
  let build = false;
  let assetsDir = 'assets';
  const address = (folder: string) =>
    `const folder = ${folder};\nexport default (name) => folder + name + '.svg';\n`;
  return {
    name: `heroroad-${set}`,
    configResolved(config) {
      build = config.command === 'build';
      assetsDir = config.build.assetsDir;
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
      if (!build) return address(JSON.stringify(DEV_PREFIX));
      const all = [...load()];
      if (all.length === 0) throw new Error(`${VIRTUAL_ID} lists no icons`);
      const hash = createHash('sha256');
      for (const [name, svg] of all) hash.update(`${name}\0${svg}\0`);
      const folder = `${assetsDir}/${set}-${hash.digest('base64url').slice(0, 10)}`;
      const refs = all.map(([name, svg]) =>
        this.emitFile({ type: 'asset', fileName: `${folder}/${name}.svg`, source: svg }),
      );
      // One emitted file's address, with the page's base applied by the bundler, gives the folder.
      return (
        `const one = import.meta.ROLLUP_FILE_URL_${refs[0]};\n` +
        address(`one.slice(0, one.lastIndexOf('/') + 1)`)
      );
    },
  };
}
