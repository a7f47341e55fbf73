import type { DonationPortion } from '@heroroad/rules';
import { MERIT_PER_UNIT, planDonation } from '@heroroad/rules';
import { freshKey, ledgerKey } from '../economy/keys.js';
import type { Kernel } from '../kernel.js';
import { ClanBudgetPort } from './budget.js';
import { must } from './errors.js';
import type { ClanEvents } from './events.js';
import { clanIdOf, memberIn, writeLog } from './store.js';

const EVENT = {
  GOLD: 'DONATED_GOLD',
  CRYSTAL: 'DONATED_CRYSTALS',
  MITHRIL: 'DONATED_EMERALDS',
  GEARS: 'DONATED_GEARS',
} as const;

/**
 * Donations (SPEC §7 donate): the member's wallet spends and the clan's budget receives in the
 * same transaction, under one key — the caller's (`clan-donation:<player>:<key>`) when it sends
 * one, so a retried request moves nothing twice, else a fresh one. The budget's ledger row
 * carries the same key as the wallet's.
 */
export class Donations {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  async donate(
    playerId: number,
    portions: readonly DonationPortion[],
    callerKey?: string,
  ): Promise<void> {
    const plan = must(planDonation(portions));
    await this.k.players.withPlayer(playerId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, playerId);
      await memberIn(unit.trx, clanId, playerId);
      const key = callerKey
        ? ledgerKey('clan-donation', playerId, callerKey)
        : freshKey('clan-donation');
      const receipt = await unit.wallet.spend(plan.spend, { reason: 'clan:donate', key });
      if (receipt.replayed) return;
      await new ClanBudgetPort(unit.trx, clanId, unit.now).credit(plan.budget, {
        reason: 'donation',
        key: receipt.key,
        playerId,
      });
      await unit.trx
        .updateTable('clan_member')
        .set((eb) => ({ merit: eb('merit', '+', plan.merit) }))
        .where('player_id', '=', playerId)
        .execute();
      for (const p of portions) {
        await writeLog(unit.trx, {
          clanId,
          at: unit.now,
          type: EVENT[p.type],
          actorId: playerId,
          data: { amount: p.amount, merit: p.amount * MERIT_PER_UNIT[p.type] },
        });
      }
      this.events.after(unit, clanId, EVENT[portions[0]!.type], playerId, null, true);
    });
  }
}
