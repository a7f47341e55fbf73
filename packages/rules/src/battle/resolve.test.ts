import { describe, expect, it } from 'vitest';
import { BALANCE } from '../content/balance.js';
import { hero, monster } from '../test-support/squads.js';
import { ownDraft, type Draft } from './copy.js';
import { applyDamage, findCreature, resolveHit } from './resolve.js';
import { startBattle } from './setup.js';

function battle(): Draft {
  const r = startBattle(
    {
      kind: 'MULTI',
      stair: 1,
      squad: [hero('hero_koschei', 1, 5), hero('hero_dobrynya', 2, 5, 1)],
      enemies: [monster('m_kikimora', 5, -1), monster('m_ifrit', 5, -2, 1)],
      wards: [{ creatureId: 2, consumableId: 'ward_egg' }],
    },
    3,
  );
  if (!r.ok) throw new Error(r.code);
  return ownDraft(r.value.state);
}

describe('lethal hits', () => {
  it('spends an immortality save, then kills', () => {
    const w = battle();
    const koschei = findCreature(w.s, 1);
    const kiki = findCreature(w.s, -1);
    if (koschei === undefined || kiki === undefined) throw new Error('setup');
    applyDamage(w, koschei, koschei.maxHealth * 10, 'HIT', kiki);
    expect(koschei.health).toBeCloseTo(koschei.maxHealth * BALANCE.immortalHealthShare);
    expect(w.added.at(-1)?.kind).toBe('IMMORTALITY');
    applyDamage(w, koschei, koschei.maxHealth * 10, 'HIT', kiki);
    expect(koschei.health).toBe(0);
    expect(w.added.at(-1)).toMatchObject({ kind: 'DEATH', moveNumber: w.s.moveCount });
    expect(kiki.kills).toBe(1);
    expect(kiki.rankExp).toBe(5);
  });

  it('spends a ward once', () => {
    const w = battle();
    const d = findCreature(w.s, 2);
    if (d === undefined) throw new Error('setup');
    applyDamage(w, d, d.maxHealth * 10, 'HIT', null);
    expect(d.health).toBeCloseTo(d.maxHealth * 0.3);
    expect(d.ward).toBeNull();
    expect(w.added.at(-1)?.kind).toBe('WARD');
  });

  it('poisons on hit with the POISON skill', () => {
    const w = battle();
    const kiki = findCreature(w.s, -1);
    const d = findCreature(w.s, 2);
    if (kiki === undefined || d === undefined) throw new Error('setup');
    resolveHit(w, kiki, d);
    expect(d.effects.find((e) => e.type === 'POISONED')?.value).toBeCloseTo(
      kiki.attack * kiki.poison,
    );
  });
});
