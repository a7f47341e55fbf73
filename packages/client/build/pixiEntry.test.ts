import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pixiWithoutUnusedInits, UNUSED_PIXI_REGISTRATIONS } from './pixiEntry';

const require = createRequire(import.meta.url);
// `pixi.js` resolves to its lib/index.js (the package lists no ./package.json export).
const PIXI_LIB = dirname(require.resolve('pixi.js'));

type Transform = (code: string, id: string) => { code: string } | null;
const transform = pixiWithoutUnusedInits().transform as unknown as Transform;

describe("Pixi's registrations the game has no use for", () => {
  it.each(Object.entries(UNUSED_PIXI_REGISTRATIONS))(
    'leaves them out of %s, its lines kept in place',
    (file, lines) => {
      const id = join(PIXI_LIB, file);
      const code = readFileSync(id, 'utf8');
      const out = transform(code, id)!.code;
      for (const line of lines) {
        expect(code).toContain(line);
        expect(out).not.toContain(line.trim());
      }
      expect(out.split('\n')).toHaveLength(code.split('\n').length);
    },
  );

  it('fails the build when an installed Pixi no longer has one', () => {
    const id = join(PIXI_LIB, 'index.mjs');
    expect(() => transform('export {};', id)).toThrow(/no longer has/);
  });

  it('leaves every other module alone', () => {
    expect(transform('code', join(PIXI_LIB, 'scene/index.mjs'))).toBeNull();
    expect(transform('code', '/src/index.mjs')).toBeNull();
  });
});
