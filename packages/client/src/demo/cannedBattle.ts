import { toBattleStatusDto, type BattleStatusDto } from '@heroroad/protocol';
import {
  ask,
  buildHero,
  buildMonster,
  consumableDef,
  heroDef,
  hit,
  monsterDef,
  startBattle,
  useConsumable as applyConsumable,
  type BattleState,
  type BattleStep,
  type Move,
  type Result,
} from '@heroroad/rules';

/** Heroes whose classes bring every effect: block, poison, hammer, freeze, fire. */
const HEROES = [
  'hero_dobrynya',
  'hero_velimir',
  'hero_halfdan',
  'hero_gudrid',
  'hero_firebird',
  'hero_marfa',
];
const MONSTERS = ['m_leshy', 'm_rogue_bear', 'm_volkolak', 'm_rusalka', 'm_bereginya', 'm_tugarin'];
/** Used in turn, one per player turn: fire, frost, venom, healing, raising the fallen, a ward. */
const CONSUMABLES = [
  'scroll_fire',
  'scroll_frost',
  'poison_flask',
  'potion_small',
  'res_dead_water',
  'ward_egg',
];
const STAIR = 30;

function view(s: BattleState, moves: readonly Move[]): BattleStatusDto {
  const dto = toBattleStatusDto(s, moves);
  return {
    ...dto,
    // The demo never ends by itself: it starts over instead.
    battleState: 'IN_PROGRESS',
    winnerReward: null,
    looserPenalty: null,
    healthPenalty: [],
    battleBonus: null,
    chestBonus: null,
    cardBonus: null,
    turningTeam: 1,
  };
}

/** One command's moves, and the battle as it stood after them. */
export interface Chunk {
  readonly status: BattleStatusDto;
}

/**
 * A 6-against-6 battle played out by the rules engine (the AI's hint for every hit, and one
 * consumable each turn while they last), cut into the statuses a player would have received
 * command by command. The benchmark shows them one after another, for ever.
 */
export function cannedBattle(id: number): {
  readonly start: BattleStatusDto;
  readonly chunks: Chunk[];
} {
  const squad = HEROES.map((h, i) =>
    buildHero(heroDef(h)!, { id: i + 1, playerId: 1, order: i, level: 40, rank: 3 }),
  );
  const enemies = MONSTERS.map((m, i) => buildMonster(monsterDef(m)!, STAIR, -(i + 1), i));
  const consumables = CONSUMABLES.map((consumableId) => ({ consumableId, count: 3 }));
  const begun = startBattle(
    { id, kind: 'MOB', stair: STAIR, squad, enemies, consumables },
    `bench:${id}`,
  );
  if (!begun.ok) throw new Error(begun.code);
  let state = begun.value.state;
  const start = view(state, begun.value.moves);
  const chunks: Chunk[] = [];
  const take = (r: Result<BattleStep>) => {
    if (!r.ok) return false;
    state = r.value.state;
    chunks.push({ status: view(state, r.value.moves) });
    return true;
  };
  for (let turn = 0; turn < 400 && state.status === 'IN_PROGRESS'; turn++) {
    const id = CONSUMABLES[turn % CONSUMABLES.length]!;
    const kind = consumableDef(id)?.kind;
    const target = state.creatures.find((c) => {
      if (kind === 'HEAL') return c.team === 0 && c.health > 0 && c.health < c.maxHealth;
      if (kind === 'RESURRECT') return c.team === 0 && c.health <= 0;
      if (kind === 'WARD') return c.team === 0 && c.health > 0 && c.ward === null;
      return c.team === 1 && c.health > 0;
    });
    if (target) take(applyConsumable(state, id, target.id));
    const move = ask(state);
    if (
      !move.ok ||
      !take(
        hit(state, move.value.attackerId, move.value.defenderId, 0, move.value.ability === true),
      )
    )
      break;
  }
  return { start, chunks };
}
