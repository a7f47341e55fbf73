import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { gameIcons } from './gameIcons';

interface Emitted {
  readonly fileName: string;
  readonly source: string;
}

/** The plugin's module as a build sees it, with the bundler's addresses filled in. */
function buildModule(names: readonly string[]) {
  const plugin = gameIcons(names);
  const emitted: Emitted[] = [];
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    command: 'build',
    build: { assetsDir: 'assets' },
  } as ResolvedConfig);
  const context = {
    emitFile: (file: Emitted) => emitted.push(file) - 1,
  };
  const load = plugin.load as unknown as (this: typeof context, id: string) => string;
  const code = load.call(context, '\0virtual:game-icons');
  const filled = code
    .replace(/import\.meta\.ROLLUP_FILE_URL_(\d+)/g, (_, ref: string) =>
      JSON.stringify(`/${emitted[Number(ref)]?.fileName}`),
    )
    .replace('export default', 'return');
  const address = new Function(filled) as () => (name: string) => string;
  return { emitted, address: address() };
}

describe('the game-icons build plugin', () => {
  it('emits the listed icons in one hashed folder, so an address is the folder and the name', () => {
    const { emitted, address } = buildModule(['two-coins', 'cog']);
    const folder = /^assets\/game-icons-[\w-]{10}\//.exec(emitted[0]?.fileName ?? '')?.[0];
    expect(folder).toBeDefined();
    expect(emitted.map((e) => e.fileName)).toEqual([`${folder}two-coins.svg`, `${folder}cog.svg`]);
    expect(emitted[1]?.source).toMatch(
      /^<svg [^>]*viewBox="0 0 512 512"><g id="i">.+<\/g><\/svg>$/,
    );
    expect(address('cog')).toBe(`/${folder}cog.svg`);
  });

  it('names another folder when the icons change, so browsers fetch the new drawings', () => {
    const one = buildModule(['two-coins', 'cog']).emitted[0]?.fileName;
    const other = buildModule(['two-coins', 'gavel']).emitted[0]?.fileName;
    expect(other).not.toBe(one);
  });

  it('fails the build on a name the icon set lacks', () => {
    expect(() => buildModule(['no-such-icon-here'])).toThrow(/no icon named "no-such-icon-here"/);
  });
});
