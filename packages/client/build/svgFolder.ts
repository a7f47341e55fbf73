import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface SvgFolder {
  /** Names the module (`virtual:<set>`), the dev server's prefix and the built folder. */
  readonly set: string;
  /** Each file's URL-safe name (without `.svg`) and its SVG; read once, when first needed. */
  readonly files: () => ReadonlyMap<string, string> | Promise<ReadonlyMap<string, string>>;
  /** The module's code after `const folder = …;` (the folder's address, ending in `/`). */
  readonly exports: () => string | Promise<string>;
}

/**
 * Serves `virtual:<set>`, a module giving the addresses of SVG files made in Node at build time,
 * so what makes them never reaches the JavaScript. The build emits the files into one folder named
 * by a hash of them all (`assets/<set>-<hash>/<name>.svg`), so an address is the folder and the
 * name: a hash per file made the first load carry a table of 140 icon addresses (2.3 KB gzip).
 * Changing any file renames the folder, and players fetch the files again as they are drawn.
 * The dev server (and the tests) serve the same files under `/@<set>/`.
 */
export function svgFolder({ set, files, exports }: SvgFolder): Plugin {
  const VIRTUAL_ID = `virtual:${set}`;
  const RESOLVED_ID = `\0${VIRTUAL_ID}`;
  const DEV_PREFIX = `/@${set}/`;
  let made: Promise<ReadonlyMap<string, string>> | null = null;
  const load = () => (made ??= Promise.resolve().then(files));
  let build = false;
  let assetsDir = 'assets';
  const module = async (folder: string) => `const folder = ${folder};\n${await exports()}`;
  return {
    name: `heroroad-${set}`,
    configResolved(config) {
      build = config.command === 'build';
      assetsDir = config.build.assetsDir;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').replace(/\.svg(\?.*)?$/, '');
        load().then((all) => {
          const svg = all.get(name);
          if (!svg) return next();
          res.setHeader('content-type', 'image/svg+xml');
          res.end(svg);
        }, next);
      });
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!build) return module(JSON.stringify(DEV_PREFIX));
      const all = [...(await load())];
      if (all.length === 0) throw new Error(`${VIRTUAL_ID} has no files`);
      const hash = createHash('sha256');
      for (const [name, svg] of all) hash.update(`${name}\0${svg}\0`);
      const folder = `${assetsDir}/${set}-${hash.digest('base64url').slice(0, 10)}`;
      const refs = all.map(([name, svg]) =>
        this.emitFile({ type: 'asset', fileName: `${folder}/${name}.svg`, source: svg }),
      );
      // One emitted file's address, with the page's base applied by the bundler, gives the folder.
      return module(
        `(() => { const one = import.meta.ROLLUP_FILE_URL_${refs[0]}; ` +
          `return one.slice(0, one.lastIndexOf('/') + 1); })()`,
      );
    },
  };
}
