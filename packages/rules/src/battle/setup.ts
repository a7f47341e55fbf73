import { consumableDef } from '../content/consumables.js';
import { monsterDef } from '../content/monsters.js';
import { isAlive, skillCurrent, skillTotal, MAX_SQUAD, type Creature } from '../creature/model.js';
import { creatureTraits } from '../creature/traits.js';
import { seedRng } from '../rng/rng.js';
import { fail, ok, type Result } from '../text/result.js';
import { copyCreature, ownDraft, stepOf } from './copy.js';
import { beginTurn, endTurn, runAi } from './turns.js';
import type {
  BattleCreature,
  BattleKind,
  BattleState,
  BattleStep,
  ConsumableStock,
  Team,
} from './types.js';

/** A creature as it fights, in the one shape every copy of it has (`copyCreature`). */
function toBattleCreature(c: Creature, team: Team, index: number): BattleCreature {
  const t = creatureTraits(c);
  return copyCreature({
    id: c.id,
    team,
    identifier: c.identifier,
    imageId: c.imageId,
    warriorClass: c.warriorClass,
    level: c.level,
    rank: c.rank,
    order: index,
    attack: skillTotal(c, 'ATTACK'),
    defence: skillTotal(c, 'DEFENCE'),
    health: skillCurrent(c, 'HEALTH'),
    maxHealth: skillTotal(c, 'HEALTH'),
    startHealth: skillCurrent(c, 'HEALTH'),
    block: t.block,
    hammer: t.hammer,
    freeze: t.freeze,
    fire: t.fire,
    lifesteal: t.lifesteal,
    poison: t.poison,
    forceVs: t.forceVs,
    immortal: Math.floor(skillTotal(c, 'IMMORTALITY')),
    effects: c.effects.map((e) => ({
      type: e.type,
      movesRemain: e.movesRemain,
      value: e.value ?? 0,
    })),
    acted: false,
    ward: null,
    kills: 0,
    rankExp: 0,
    boss: monsterDef(c.identifier)?.boss === true,
  });
}

export interface StartBattleInput {
  readonly id?: number;
  readonly kind: BattleKind;
  readonly placeId?: number | null;
  /** The stair the battle is fought on (rewards and chests follow it). */
  readonly stair: number;
  /** Fought at a stair's gate: every tenth stair's gate drops a chest. */
  readonly gate?: boolean;
  /** The player's squad (team 0): combative and alive creatures fight, by their order. */
  readonly squad: readonly Creature[];
  /** The other side (team 1): monsters, an arena squad or another player's squad. */
  readonly enemies: readonly Creature[];
  readonly consumables?: readonly ConsumableStock[];
  /** The other player's consumables in a MULTI battle. */
  readonly enemyConsumables?: readonly ConsumableStock[];
  /** Wards set on heroes at the elixir setup (SPEC §9: from stair 25). */
  readonly wards?: readonly { creatureId: number; consumableId: string }[];
  /** Who moves first; the player by default. */
  readonly firstTeam?: Team;
  /** A MULTI battle whose other side the AI plays (a clan raid's boss). */
  readonly aiEnemies?: boolean;
}

function stock(list: readonly ConsumableStock[] | undefined): ConsumableStock[] {
  return (list ?? [])
    .filter((x) => x.count > 0 && consumableDef(x.consumableId) !== undefined)
    .map((x) => ({ consumableId: x.consumableId, count: Math.floor(x.count) }));
}

function fighters(list: readonly Creature[]): Creature[] {
  return list
    .filter((c) => c.combative && isAlive(c))
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .slice(0, MAX_SQUAD);
}

/**
 * Starts a battle. MOB and ARENA battles have the AI play team 1; MULTI leaves both teams to
 * their players unless `aiEnemies` (a raid boss). The seed fixes every roll: the same input and seed replay the same battle.
 */
export function startBattle(input: StartBattleInput, seed: number | string): Result<BattleStep> {
  const squad = fighters(input.squad);
  const enemies = fighters(input.enemies);
  if (squad.length === 0) return fail('SQUAD_EMPTY');
  if (enemies.length === 0) return fail('PLACE_NOT_FIGHT');
  const ids = new Set<number>();
  for (const c of [...squad, ...enemies]) {
    if (ids.has(c.id)) return fail('BAD_REQUEST');
    ids.add(c.id);
  }
  const creatures = [
    ...squad.map((c, i) => toBattleCreature(c, 0, i)),
    ...enemies.map((c, i) => toBattleCreature(c, 1, i)),
  ];
  for (const w of input.wards ?? []) {
    const c = creatures.find((x) => x.id === w.creatureId && x.team === 0);
    if (c !== undefined && consumableDef(w.consumableId)?.kind === 'WARD') c.ward = w.consumableId;
  }
  const state: BattleState = {
    version: 2,
    id: input.id ?? 0,
    kind: input.kind,
    status: 'IN_PROGRESS',
    placeId: input.placeId ?? null,
    stair: Math.max(1, Math.floor(input.stair)),
    gate: input.gate ?? false,
    creatures,
    turningTeam: input.firstTeam ?? 0,
    turn: 0,
    aiTeams: [false, input.kind !== 'MULTI' || input.aiEnemies === true],
    rng: seedRng(seed),
    moveCount: 0,
    consumables: [stock(input.consumables), stock(input.enemyConsumables)],
    consumableUsedThisTurn: false,
    winner: null,
    endReason: null,
  };
  const w = ownDraft(state);
  if (!beginTurn(w)) endTurn(w);
  runAi(w);
  return ok(stepOf(w));
}
