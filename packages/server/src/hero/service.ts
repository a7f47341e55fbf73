import {
  buyHero,
  chooseFirstHero,
  consumableDef,
  consumablePrice,
  groupLevelUp,
  healthOptions,
  levelUpHero,
  restoreHealth,
  squadSlots,
  toWireCreature,
  type Creature,
  type HealthOptions,
  type Lang,
} from '@heroroad/rules';
import type { CreatureDto, PlayerDto } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError, unwrap } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { PlayerService } from '../player/service.js';
import { withPlayer, type PlayerTx } from '../player/unit.js';
import { BackpackRepository } from './backpack-repository.js';
import { CreatureRepository } from './creature-repository.js';
import { battleStairOf, reachedStair, squadOf } from './progress.js';
import { changeWallet } from '../economy/wallet.js';

export interface HeroTx extends PlayerTx {
  readonly creatures: CreatureRepository;
  readonly backpack: BackpackRepository;
  /** Every hero of the player, health regenerated to now. */
  readonly all: Creature[];
}

/** Heroes and squad: the first hero, the shop, levels, order, health. */
export class HeroService {
  constructor(
    private readonly db: Db,
    private readonly players: PlayerService,
    private readonly clock: Clock,
  ) {}

  /** A change to the player's heroes, refusing while a battle runs (it would undo it). */
  async change(
    playerId: number,
    fn: (tx: HeroTx) => Promise<void>,
    options: { duringBattle?: boolean } = {},
  ): Promise<PlayerDto> {
    await this.changeOnly(playerId, fn, options);
    return this.players.current(playerId);
  }

  /**
   * The same change for a caller that answers something else (a battle status): the player is
   * not loaded again afterwards, which would cost its heroes, markers and offers.
   */
  async changeOnly(
    playerId: number,
    fn: (tx: HeroTx) => Promise<void>,
    options: { duringBattle?: boolean } = {},
  ): Promise<void> {
    await withPlayer(this.db, this.clock, playerId, async (tx) => {
      if (!options.duringBattle && tx.row.battle_id !== null)
        throw new AppError('BATTLE_IN_PROGRESS');
      const creatures = new CreatureRepository(tx.trx);
      const all = (await creatures.list(playerId, tx.now)).map((s) => s.creature);
      await fn({ ...tx, creatures, backpack: new BackpackRepository(tx.trx), all });
    });
  }

  /** Saves heroes and refreshes the squad's strength (the battle stair). */
  static async saveHeroes(tx: HeroTx, changed: readonly Creature[]): Promise<void> {
    for (const c of changed) await tx.creatures.save(c, tx.now);
    const byId = new Map(tx.all.map((c) => [c.id, c]));
    for (const c of changed) byId.set(c.id, c);
    await tx.patch({ battle_stair: battleStairOf([...byId.values()]) });
  }

  private static hero(tx: HeroTx, id: number): Creature {
    const c = tx.all.find((x) => x.id === id);
    if (!c) throw new AppError('CREATURE_NOT_FOUND', 404);
    return c;
  }

  choose(playerId: number, heroId: string): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      if (tx.all.length > 0) throw new AppError('HERO_ALREADY_CHOSEN', 409);
      const first = await tx.creatures.insert(
        playerId,
        (id) => ({ ...unwrap(chooseFirstHero(heroId, id, playerId)), combative: true, order: 0 }),
        tx.now,
      );
      await HeroService.saveHeroes(tx, [first]);
    });
  }

  buy(playerId: number, heroId: string): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      if (tx.all.length === 0) throw new AppError('HERO_NEEDED');
      const squad = squadOf(tx.all);
      const check = unwrap(
        buyHero({
          heroId,
          creatureId: 0,
          playerId,
          bestStair: reachedStair(tx.row),
          owned: tx.all.map((c) => c.identifier),
          wallet: {
            GOLD: tx.row.gold,
            CRYSTAL: tx.row.crystal,
            SULFUR: tx.row.sulfur,
            MITHRIL: tx.row.mithril,
            ELIXIR: tx.row.elixir,
          },
          order: tx.all.length,
        }),
      );
      const price = Object.fromEntries(Object.entries(check.price).map(([k, v]) => [k, -(v ?? 0)]));
      await changeWallet(tx.trx, playerId, price, `hero:${heroId}`, tx.now);
      const joins = squad.length < squadSlots(tx.row.level);
      const bought = await tx.creatures.insert(
        playerId,
        (id) => ({ ...check.creature, id, combative: joins, order: tx.all.length }),
        tx.now,
      );
      await HeroService.saveHeroes(tx, [bought]);
    });
  }

  /** SPEC §4: a move with equal or out-of-range indices is ignored. */
  orderMove(playerId: number, from: number, to: number): Promise<PlayerDto> {
    return this.change(
      playerId,
      async (tx) => {
        const list = [...tx.all].sort((a, b) => a.order - b.order || a.id - b.id);
        if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
        const [moved] = list.splice(from, 1);
        list.splice(to, 0, moved!);
        for (const [i, c] of list.entries()) {
          if (c.order !== i) await tx.creatures.save({ ...c, order: i }, tx.now);
        }
      },
      { duringBattle: true },
    );
  }

  setSquad(playerId: number, id: number, combative: boolean): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      const c = HeroService.hero(tx, id);
      if (c.combative === combative) return;
      const squad = squadOf(tx.all);
      if (combative && squad.length >= squadSlots(tx.row.level)) throw new AppError('SQUAD_FULL');
      if (!combative && squad.length <= 1) throw new AppError('SQUAD_LAST_HERO');
      await HeroService.saveHeroes(tx, [{ ...c, combative }]);
    });
  }

  levelUp(playerId: number, id: number): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      const r = unwrap(levelUpHero(HeroService.hero(tx, id), tx.row.gold, tx.row.level));
      await changeWallet(tx.trx, playerId, { GOLD: -r.cost }, 'hero-level', tx.now);
      await HeroService.saveHeroes(tx, [r.creature]);
    });
  }

  groupLevelUp(playerId: number): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      const squad = squadOf(tx.all);
      const r = groupLevelUp(squad, tx.row.gold, tx.row.level);
      const raised = r.creatures.filter((c, i) => c.level !== squad[i]!.level);
      if (raised.length === 0) throw new AppError('NOT_ENOUGH_RESOURCES');
      await changeWallet(tx.trx, playerId, { GOLD: -r.cost }, 'group-level', tx.now);
      await HeroService.saveHeroes(tx, raised);
    });
  }

  async healthOptions(playerId: number): Promise<HealthOptions[]> {
    const list = await new CreatureRepository(this.db.kysely).list(playerId, this.clock());
    return list.map((s) => healthOptions(s.creature));
  }

  restore(playerId: number, id: number, currency: 'GOLD' | 'MITHRIL'): Promise<PlayerDto> {
    return this.change(playerId, async (tx) => {
      const r = unwrap(
        restoreHealth(HeroService.hero(tx, id), currency, {
          gold: tx.row.gold,
          mithril: tx.row.mithril,
        }),
      );
      await changeWallet(
        tx.trx,
        playerId,
        { GOLD: -r.gold, MITHRIL: -r.mithril },
        'restore',
        tx.now,
      );
      await HeroService.saveHeroes(tx, [r.creature]);
    });
  }

  async creature(playerId: number, id: number, lang: Lang): Promise<CreatureDto> {
    const stored = await new CreatureRepository(this.db.kysely).get(playerId, id, this.clock());
    if (!stored) throw new AppError('CREATURE_NOT_FOUND', 404);
    return toWireCreature(stored.creature, lang) as CreatureDto;
  }

  async buyConsumable(playerId: number, consumableId: string, count: number): Promise<PlayerDto> {
    const def = consumableDef(consumableId);
    if (!def) throw new AppError('NOT_FOUND');
    return this.change(
      playerId,
      async (tx) => {
        if (def.minStair > Math.max(1, tx.row.best_victory_stair + 1))
          throw new AppError('STAIR_LOCKED');
        const price = consumablePrice(def, Math.max(1, tx.row.stair)) * count;
        await changeWallet(
          tx.trx,
          playerId,
          { GOLD: -price },
          `shop:${consumableId}`,
          tx.now,
          'NOT_ENOUGH_FUNDS',
        );
        await tx.backpack.addConsumable(playerId, consumableId, count);
      },
      { duringBattle: true },
    );
  }
}
