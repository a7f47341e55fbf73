import { describe, expect, it } from 'vitest';
import { hero, monster } from '../test-support/squads.js';
import { BALANCE } from '../content/balance.js';
import { ABILITY_DEFS, ABILITY_NUMBERS, abilityOfClass, advantage } from './abilities.js';
import { chooseMove, evaluateChoice } from './ai.js';
import { ask, hit, precalculate } from './commands.js';
import { baseDamage } from './resolve.js';
import { startBattle } from './setup.js';
import type { BattleState } from './types.js';
import type { Creature } from '../creature/model.js';

function start(squad: Creature[], enemies: Creature[], seed: number | string = 1): BattleState {
  const r = startBattle({ kind: 'MOB', stair: 1, squad, enemies }, seed);
  if (!r.ok) throw new Error(r.code);
  return r.value.state;
}

function must<T>(r: { ok: true; value: T } | { ok: false; code: string }): T {
  if (!r.ok) throw new Error(r.code);
  return r.value;
}

const creature = (s: BattleState, id: number) => s.creatures.find((c) => c.id === id)!;

describe('abilities', () => {
  it('gives each class family its ability and none to chests', () => {
    expect(abilityOfClass('human')?.id).toBe('SHIELD_WALL');
    expect(abilityOfClass('priestess')?.id).toBe('MEND');
    expect(abilityOfClass('phoenix')?.id).toBe('FIRESTORM');
    expect(abilityOfClass('shaman')?.id).toBe('FROST_LANCE');
    expect(abilityOfClass('berserk')?.id).toBe('AIMED_SHOT');
    expect(abilityOfClass('druid')?.id).toBe('VENOM_CLOUD');
    expect(abilityOfClass('chest')).toBeNull();
  });

  it('runs the circle of advantage: magic over might over guile over magic', () => {
    expect(advantage('phoenix', 'human')).toBe(ABILITY_NUMBERS.advantage);
    expect(advantage('human', 'phoenix')).toBe(ABILITY_NUMBERS.disadvantage);
    expect(advantage('berserk', 'druid')).toBe(ABILITY_NUMBERS.advantage);
    expect(advantage('druid', 'shaman')).toBe(ABILITY_NUMBERS.advantage);
    expect(advantage('human', 'berserk')).toBe(1);
    expect(advantage('chest', 'human')).toBe(1);
  });

  it('strikes with advantage harder in the damage itself', () => {
    const s = start([hero('hero_firebird', 1)], [monster('m_solovei', 1, -1)]);
    const a = creature(s, 1);
    const d = creature(s, -1);
    const plain = { ...a, warriorClass: 'chest' as const };
    expect(baseDamage(a, d) / baseDamage(plain, d)).toBeCloseTo(ABILITY_NUMBERS.advantage);
  });

  it('rests after use for its cooldown in rounds, then is ready again', () => {
    let s = start([hero('hero_halfdan', 1)], [monster('m_leshy', 5, -1)]);
    const aimed = must(hit(s, 1, -1, 0, true));
    s = aimed.state;
    expect(aimed.moves.some((m) => m.kind === 'ABILITY' && m.ability === 'AIMED_SHOT')).toBe(true);
    expect(hit(s, 1, -1, 0, true)).toEqual({ ok: false, code: 'ABILITY_NOT_READY' });
    s = must(hit(s, 1, -1)).state;
    s = must(hit(s, 1, -1)).state;
    expect(creature(s, 1).cooldown).toBe(0);
    expect(hit(s, 1, -1, 0, true).ok).toBe(true);
  });

  it('refuses an ability to a creature without one, and a heal on a foe', () => {
    const s = start([hero('hero_brynhild', 1)], [monster('m_mimic', 1, -1)]);
    expect(hit(s, 1, -1, 0, true)).toEqual({ ok: false, code: 'TARGET_INVALID' });
    expect(hit(s, 1, 1, 0, true)).toEqual({ ok: false, code: 'FULLY_HEALTHY' });
  });

  it('shield wall forces foes to strike the holder and soaks up their blows', () => {
    let s = start(
      [hero('hero_dobrynya', 1, 1, 0), hero('hero_brynhild', 2, 1, 1)],
      [monster('m_grey_wolf', 1, -1)],
    );
    s = must(hit(s, 1, 1, 0, true)).state;
    // Both heroes act in their turn; the wolf answers after the second.
    expect(s.turningTeam).toBe(0);
    const next = must(hit(s, 2, -1));
    s = next.state;
    const answer = next.moves.filter((m) => m.team === 1 && m.targetId !== null);
    // The wolf's answer lands on the wall: the shield first, health only after it.
    expect(answer.every((m) => m.targetId === 1)).toBe(true);
    expect(answer.some((m) => m.kind === 'SHIELD')).toBe(true);
    expect(creature(s, 1).health).toBe(creature(s, 1).maxHealth);
  });

  it('refuses a blow past a foe shield wall with a reason', () => {
    const s = start(
      [hero('hero_halfdan', 1)],
      [monster('m_solovei', 1, -1, 0), monster('m_leshy', 1, -2, 1)],
    );
    const walled: BattleState = {
      ...s,
      creatures: s.creatures.map((c) => (c.id === -1 ? { ...c, taunt: 2 } : c)),
    };
    expect(hit(walled, 1, -2)).toEqual({ ok: false, code: 'TARGET_TAUNTED' });
    expect(hit(walled, 1, -1).ok).toBe(true);
    expect(evaluateChoice(walled, 0, { attackerId: 1, defenderId: -2 })).toBeNull();
  });

  it('mend heals a wounded ally by its share of full health', () => {
    const s = start(
      [hero('hero_brynhild', 1, 1, 0), hero('hero_dobrynya', 2, 1, 1)],
      [monster('m_grey_wolf', 1, -1)],
    );
    const wounded: BattleState = {
      ...s,
      creatures: s.creatures.map((c) => (c.id === 2 ? { ...c, health: 1 } : c)),
    };
    const mended = must(hit(wounded, 1, 2, 0, true));
    const max = creature(mended.state, 2).maxHealth;
    const heal = mended.moves.find((m) => m.kind === 'HEAL' && m.ability === 'MEND');
    expect(heal?.amount).toBeCloseTo(max * ABILITY_NUMBERS.mendShare);
  });

  it('firestorm strikes every foe', () => {
    const s = start(
      [hero('hero_firebird', 1)],
      [
        monster('m_solovei', 1, -1, 0),
        monster('m_leshy', 1, -2, 1),
        monster('m_grey_wolf', 1, -3, 2),
      ],
    );
    const p = must(precalculate(s, 1, -2, 0, true));
    expect(p.ability).toBe('FIRESTORM');
    const struck = new Set(p.moves.filter((m) => m.kind === 'HIT').map((m) => m.targetId));
    expect(struck).toEqual(new Set([-1, -2, -3]));
    expect(p.totalDamage).toBeGreaterThan(p.damage);
  });

  it('previews exactly what the move does and who the foe strikes back', () => {
    const s = start(
      [hero('hero_dobrynya', 1, 1, 0), hero('hero_brynhild', 2, 1, 1)],
      [monster('m_grey_wolf', 3, -1)],
      7,
    );
    const p = must(precalculate(s, 1, -1));
    const r = must(hit(s, 1, -1));
    expect(r.moves.slice(0, p.moves.length)).toEqual(p.moves);
    // The second hero takes the hint; then the wolf strikes as foreseen.
    const hint = must(ask(r.state));
    const r2 = must(hit(r.state, hint.attackerId, hint.defenderId, 0, hint.ability === true));
    const back = r2.moves.find((m) => m.team === 1 && m.kind !== 'TURN' && m.targetId !== null);
    expect(p.answer?.attackerId).toBe(-1);
    expect(back?.targetId).toBe(p.answer?.defenderId);
  });

  it('has the hint choose from abilities too, the same as the monsters', () => {
    const s = start(
      [hero('hero_firebird', 1, 5)],
      [
        monster('m_solovei', 1, -1, 0),
        monster('m_leshy', 1, -2, 1),
        monster('m_grey_wolf', 1, -3, 2),
      ],
    );
    const hint = must(ask(s));
    expect(hint).toEqual(chooseMove(s, 0));
    expect(hint.ability).toBe(true);
  });
});

describe('ability descriptions', () => {
  it('state the numbers the battle uses', () => {
    const n = ABILITY_NUMBERS;
    const says = (id: keyof typeof ABILITY_DEFS, ...parts: string[]) => {
      for (const part of parts) {
        expect(ABILITY_DEFS[id].description.ru).toContain(part);
        expect(ABILITY_DEFS[id].description.en).toContain(part);
      }
    };
    const pct = (share: number) => `${Math.round(share * 100)}%`;
    says('SHIELD_WALL', pct(n.shieldShare), String(n.tauntTurns));
    says('MEND', pct(n.mendShare));
    says('FIRESTORM', pct(n.stormShare));
    says('FROST_LANCE', pct(n.lanceShare));
    says('AIMED_SHOT', String(n.aimedMultiplier), String(n.aimedWeakMultiplier), pct(n.weakShare));
    says('VENOM_CLOUD', String(BALANCE.poisonMoves));
  });
});
