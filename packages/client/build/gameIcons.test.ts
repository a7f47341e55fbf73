import { describe, expect, it } from 'vitest';
import { builtModule } from './builtModule';
import { gameIcons } from './gameIcons';

/** The plugin's module as a build sees it, with the bundler's addresses filled in. */
async function buildModule(names: readonly string[]) {
  const { emitted, exported } = await builtModule<(name: string) => string>(
    gameIcons(names),
    'virtual:game-icons',
  );
  return { emitted, address: exported };
}

describe('the game-icons build plugin', () => {
  it('emits the listed icons in one hashed folder, so an address is the folder and the name', async () => {
    const { emitted, address } = await buildModule(['two-coins', 'cog']);
    const folder = /^assets\/game-icons-[\w-]{10}\//.exec(emitted[0]?.fileName ?? '')?.[0];
    expect(folder).toBeDefined();
    expect(emitted.map((e) => e.fileName)).toEqual([`${folder}two-coins.svg`, `${folder}cog.svg`]);
    expect(emitted[1]?.source).toMatch(
      /^<svg [^>]*viewBox="0 0 512 512"><g id="i">.+<\/g><\/svg>$/,
    );
    expect(address('cog')).toBe(`/${folder}cog.svg`);
  });

  it('names another folder when the icons change, so browsers fetch the new drawings', async () => {
    const one = (await buildModule(['two-coins', 'cog'])).emitted[0]?.fileName;
    const other = (await buildModule(['two-coins', 'gavel'])).emitted[0]?.fileName;
    expect(other).not.toBe(one);
  });

  it('fails the build on a name the icon set lacks', async () => {
    await expect(buildModule(['no-such-icon-here'])).rejects.toThrow(
      /no icon named "no-such-icon-here"/,
    );
  });
});
