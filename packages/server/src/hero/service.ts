import {
  buyHero,
  chooseFirstHero,
  consumableDef,
  exchangeHero,
  consumablePrice,
  dailyDeal,
  dealPrice,
  moscowDay,
  openConsumableIds,
  groupLevelUp,
  healthOptions,
  heroLevelCap,
  shopJoinLevel,
  levelUpHero,
  MAX_SQUAD,
  restoreHealth,
  type Creature,
  type HealthOptions,
  type LevelingPreference,
  type Lang,
} from '@heroroad/rules';
import { toCreatureDto, type CreatureDto, type PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { freshKey } from '../economy/keys.js';
import { pressKey } from '../player/press-key.js';
import type { ProgressionPort } from './progression-port.js';
import { walletOf } from '../economy/balances.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import { squadOf } from '../player/roster.js';
import { heroExchangeKey } from './exchange.js';

/** The companion image of the other gender, keeping its number: companion_male_1 ↔ companion_female_1. */
export function companionImage(current: string, gender: 'male' | 'female'): string {
  const number = /(\d+)$/.exec(current)?.[1] ?? '1';
  return `companion_${gender}_${number}`;
}

async function hero(unit: PlayerUnit, id: number): Promise<Creature> {
  const c = await unit.heroes.find(id);
  if (!c) throw new AppError('CREATURE_NOT_FOUND', 404);
  return c;
}

/** Heroes and squad: the first hero, the shop, levels, order, health. */
export class HeroService {
  constructor(
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly progression: ProgressionPort,
  ) {}

  choose(playerId: number, heroId: string): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      if ((await p.heroes.all()).length > 0) throw new AppError('HERO_ALREADY_CHOSEN', 409);
      const first = await p.heroes.insert((id) => ({
        ...unwrap(chooseFirstHero(heroId, id, playerId)),
        combative: true,
        order: 0,
      }));
      await p.heroes.save([first]);
    });
  }

  buy(playerId: number, heroId: string, requestId?: string): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const key = await pressKey(p, 'hero', requestId);
      if (key === null) return;
      const all = await p.heroes.all();
      if (all.length === 0) throw new AppError('HERO_NEEDED');
      const squad = squadOf(all);
      const check = unwrap(
        buyHero({
          heroId,
          creatureId: 0,
          playerId,
          bestStair: p.progress.reached(),
          owned: all.map((c) => c.identifier),
          wallet: walletOf(p.row),
          order: all.length,
          level: shopJoinLevel(
            all.map((c) => c.level),
            heroLevelCap(p.row.level),
          ),
        }),
      );
      await p.wallet.spend(check.price, { reason: `hero:${heroId}`, key });
      const joins = squad.length < (await this.progression.openSquadSlots(p));
      const bought = await p.heroes.insert((id) => ({
        ...check.creature,
        id,
        combative: joins,
        order: all.length,
      }));
      await p.heroes.save([bought]);
      // The squad was full, so the newcomer waits in the reserve: a squad slot is offered.
      if (!joins) await this.progression.offerSquadSlot(p);
    });
  }

  /**
   * The free hero exchange: nothing is paid, but the change goes through the wallet's goods
   * grant under the player's one exchange key, so it is written once with its ledger row and a
   * second exchange (or a repeated press) finds the key taken.
   */
  exchange(playerId: number, creatureId: number, heroId: string): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const key = heroExchangeKey(playerId);
      if (await p.wallet.used(key)) throw new AppError('HERO_EXCHANGE_USED', 409);
      const exchanged = unwrap(
        exchangeHero({
          hero: await hero(p, creatureId),
          targetId: heroId,
          owned: (await p.heroes.all()).map((c) => c.identifier),
          playerLevel: p.row.level,
        }),
      );
      await p.wallet.grantGoods({ reason: 'hero-exchange', key }, () => p.heroes.save([exchanged]));
    });
  }

  /** SPEC §4: a move with equal or out-of-range indices is ignored. */
  orderMove(playerId: number, from: number, to: number): Promise<PlayerDto> {
    return this.players.change(
      playerId,
      async (p) => {
        const list = [...(await p.heroes.all())].sort((a, b) => a.order - b.order || a.id - b.id);
        if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
        const [moved] = list.splice(from, 1);
        list.splice(to, 0, moved!);
        await p.heroes.reorder(list.flatMap((c, i) => (c.order === i ? [] : [{ ...c, order: i }])));
      },
      { duringBattle: true },
    );
  }

  setSquad(playerId: number, id: number, combative: boolean): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const c = await hero(p, id);
      if (c.combative === combative) return;
      const squad = await p.heroes.squad();
      if (combative && squad.length >= (await this.progression.openSquadSlots(p)))
        throw new AppError('SQUAD_FULL');
      if (!combative && squad.length <= 1) throw new AppError('SQUAD_LAST_HERO');
      await p.heroes.save([{ ...c, combative }]);
    });
  }

  levelUp(playerId: number, id: number): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const r = unwrap(levelUpHero(await hero(p, id), p.row.gold, p.row.level));
      await p.wallet.spend({ GOLD: r.cost }, { reason: 'hero-level', key: freshKey('hero-level') });
      await p.heroes.save([r.creature]);
    });
  }

  /** The heroes chosen in the group upgrade dialog (at most six), else the squad. */
  groupLevelUp(playerId: number, creatureIds?: readonly number[]): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      if (creatureIds && creatureIds.length > MAX_SQUAD) throw new AppError('GROUP_TOO_LARGE');
      const squad = creatureIds
        ? await Promise.all(creatureIds.map((id) => hero(p, id)))
        : await p.heroes.squad();
      const r = groupLevelUp(
        squad,
        p.row.gold,
        p.row.level,
        p.row.leveling_preference as LevelingPreference,
      );
      const raised = r.creatures.filter((c, i) => c.level !== squad[i]!.level);
      if (raised.length === 0) {
        // At the cap gold would not help: say what would.
        const capped = squad.every((h) => h.level >= heroLevelCap(p.row.level));
        throw new AppError(capped ? 'SQUAD_MAX_LEVEL' : 'NOT_ENOUGH_RESOURCES');
      }
      await p.wallet.spend(
        { GOLD: r.cost },
        { reason: 'group-level', key: freshKey('group-level') },
      );
      await p.heroes.save(raised);
    });
  }

  /** SPEC §3: a companionImage containing 'female' is a female companion. */
  gender(playerId: number, gender: 'male' | 'female'): Promise<PlayerDto> {
    return this.players.change(
      playerId,
      async (p) => {
        if (p.row.companion_image.includes('female') === (gender === 'female')) return;
        await p.patch({ companion_image: companionImage(p.row.companion_image, gender) });
      },
      { duringBattle: true },
    );
  }

  async healthOptions(playerId: number): Promise<HealthOptions[]> {
    return (await this.kernel.view(playerId).heroes.all()).map((c) => healthOptions(c));
  }

  restore(playerId: number, id: number, currency: 'GOLD' | 'MITHRIL'): Promise<PlayerDto> {
    return this.players.change(playerId, async (p) => {
      const r = unwrap(
        restoreHealth(await hero(p, id), currency, {
          gold: p.row.gold,
          mithril: p.row.mithril,
        }),
      );
      await p.wallet.spend(
        { GOLD: r.gold, MITHRIL: r.mithril },
        { reason: 'restore', key: freshKey('restore') },
      );
      await p.heroes.save([r.creature]);
    });
  }

  async creature(playerId: number, id: number, lang: Lang): Promise<CreatureDto> {
    const found = await this.kernel.view(playerId).heroes.find(id);
    if (!found) throw new AppError('CREATURE_NOT_FOUND', 404);
    return toCreatureDto(found, lang);
  }

  async buyConsumable(
    playerId: number,
    consumableId: string,
    count: number,
    requestId?: string,
    deal = false,
  ): Promise<PlayerDto> {
    const def = consumableDef(consumableId);
    if (!def) throw new AppError('NOT_FOUND');
    return this.players.change(
      playerId,
      async (p) => {
        if (def.minStair > Math.max(1, p.row.best_victory_stair + 1))
          throw new AppError('STAIR_LOCKED');
        const key = await pressKey(p, 'shop', requestId);
        if (key === null) return;
        const unit = consumablePrice(def, Math.max(1, p.row.stair));
        let price = unit * count;
        if (deal) {
          // The deal of the day: its consumable only, at its discount, within its daily stock.
          const day = moscowDay(p.now);
          if (dailyDeal(day, openConsumableIds(p.row.best_victory_stair)) !== consumableId)
            throw new AppError('DEAL_NOT_TODAY', 409);
          if (!(await this.progression.takeDealStock(p.trx, p.id, day, count)))
            throw new AppError('DEAL_SOLD_OUT', 409);
          price = dealPrice(unit, count);
        }
        await p.wallet.spend(
          { GOLD: price },
          { reason: `shop:${consumableId}`, key, shortage: 'NOT_ENOUGH_FUNDS' },
        );
        await p.bag.addConsumable(consumableId, count);
      },
      { duringBattle: true },
    );
  }
}
