import { CONSUMABLES, everydayReward, nextMoscowDay } from '@heroroad/rules';
import type { EverydayRewardDto, GainedDto, PlayerDto } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import { ledgerKey } from '../economy/keys.js';
import { markOfferSeen } from '../player/offers.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel } from '../player/unit.js';

const MARKER_SHAPE = /^[a-z0-9_]{1,60}$/;
const POTION = CONSUMABLES.find((c) => c.kind === 'HEAL')!.id;

/** Story markers, offers seen, the daily reward. */
export class MarkerService {
  constructor(
    private readonly db: Db,
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly clock: Clock,
  ) {}

  async add(playerId: number, markers: readonly string[]): Promise<PlayerDto> {
    for (const m of markers) if (!MARKER_SHAPE.test(m)) throw new AppError('VALUE_INVALID');
    await this.kernel.withPlayer(playerId, (p) => p.markers.add(markers));
    return this.players.current(playerId);
  }

  async remove(playerId: number, marker: string): Promise<PlayerDto> {
    await this.kernel.withPlayer(playerId, (p) => p.markers.remove(marker));
    return this.players.current(playerId);
  }

  async offerSeen(playerId: number, offerId: number): Promise<PlayerDto> {
    await markOfferSeen(this.db.kysely, playerId, offerId);
    return this.players.current(playerId);
  }

  /** Once per Moscow day; an unbroken streak pays more and brings potions. */
  async everyday(playerId: number): Promise<EverydayRewardDto> {
    const { gained, streak, nextAt } = await this.kernel.withPlayer(playerId, async (p) => {
      const reward = everydayReward(
        p.now,
        p.row.everyday_reward_at,
        p.row.everyday_streak,
        p.row.best_victory_stair,
      );
      if (!reward) throw new AppError('EVERYDAY_TAKEN', 409);
      const next = nextMoscowDay(p.now);
      // One reward a Moscow day: the day it ends names it.
      await p.wallet.grant(
        { GOLD: reward.gold },
        { reason: 'everyday', key: ledgerKey('everyday', playerId, next) },
      );
      if (reward.potions > 0) await p.bag.addConsumable(POTION, reward.potions);
      await p.patch({ everyday_reward_at: p.now, everyday_streak: reward.streak });
      const gift: GainedDto = {
        resources: { GOLD: reward.gold },
        ...(reward.potions > 0 ? { consumableId: POTION, count: reward.potions } : {}),
      };
      return { gained: gift, streak: reward.streak, nextAt: next };
    });
    return { player: await this.players.current(playerId), gained, streak, nextAt };
  }
}
