import type { PlayerDto, WheelSectorDto, WheelSpinDto, WheelStatusDto } from '@heroroad/protocol';
import {
  WHEEL_SECTORS,
  WHEEL_SPIN_GEMS,
  WHEEL_SPIN_TICKETS,
  freeSpinAvailable,
  prizeAmounts,
  spinPrice,
  spinWheel,
  type SpinPayment,
  type WheelPrize,
} from '@heroroad/rules';
import type { Selectable } from 'kysely';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Random } from '../core/random.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel } from '../player/unit.js';
import { giveChest } from './chests.js';
import type { WheelStateTable } from './tables.js';

function sectorDto(prize: WheelPrize, stair: number): WheelSectorDto {
  const amounts = prizeAmounts(prize, stair);
  return {
    kind: prize.kind,
    amount: amounts.GOLD ?? amounts.MITHRIL ?? amounts.TICKETS ?? 0,
    chest: prize.kind === 'CHEST' ? prize.chest : null,
  };
}

async function stateOf(db: Executor, playerId: number): Promise<Selectable<WheelStateTable>> {
  const row = await db
    .selectFrom('wheel_state')
    .selectAll()
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return (
    row ?? {
      player_id: playerId,
      spins: 0,
      last_free_spin: null,
      pending_sector: null,
      updated_at: 0,
    }
  );
}

async function saveState(db: Executor, s: Selectable<WheelStateTable>): Promise<void> {
  await db
    .insertInto('wheel_state')
    .values(s)
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        spins: s.spins,
        last_free_spin: s.last_free_spin,
        pending_sector: s.pending_sector,
        updated_at: s.updated_at,
      }),
    )
    .execute();
}

/**
 * The wheel of fortune: the server draws the sector from its Random, the spin is paid (or the
 * day's free spin used) in the same change, and the prize waits until taken. Spin number n of a
 * player pays under `wheel:<player>:<n>:spin` and is paid out under `…:prize`.
 */
export class WheelService {
  constructor(
    private readonly db: Db,
    private readonly kernel: PlayerKernel,
    private readonly players: PlayerService,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  async status(playerId: number): Promise<WheelStatusDto> {
    const [state, player] = await Promise.all([
      stateOf(this.db.kysely, playerId),
      this.db.kysely
        .selectFrom('player')
        .select('stair')
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      sectors: WHEEL_SECTORS.map((s) => sectorDto(s.prize, player.stair)),
      freeSpin: freeSpinAvailable(
        state.last_free_spin === null ? null : Number(state.last_free_spin),
        this.clock(),
      ),
      spinGems: WHEEL_SPIN_GEMS,
      spinTickets: WHEEL_SPIN_TICKETS,
      pending: state.pending_sector,
    };
  }

  async spin(playerId: number, pay: SpinPayment): Promise<WheelSpinDto> {
    const sector = await this.kernel.withPlayer(playerId, async (unit) => {
      const state = await stateOf(unit.trx, playerId);
      if (state.pending_sector !== null) throw new AppError('WHEEL_PRIZE_PENDING', 409);
      const free = freeSpinAvailable(
        state.last_free_spin === null ? null : Number(state.last_free_spin),
        unit.now,
      );
      if (pay === 'FREE' && !free) throw new AppError('FREE_SPIN_USED', 409);
      const n = state.spins + 1;
      await unit.wallet.spend(spinPrice(pay), {
        reason: `wheel:${pay.toLowerCase()}`,
        key: ledgerKey('wheel', playerId, n, 'spin'),
      });
      const drawn = spinWheel(this.random.seed());
      await saveState(unit.trx, {
        ...state,
        spins: n,
        last_free_spin: pay === 'FREE' ? unit.now : state.last_free_spin,
        pending_sector: drawn,
        updated_at: unit.now,
      });
      return drawn;
    });
    const player = await this.players.current(playerId);
    return { sector, prize: sectorDto(WHEEL_SECTORS[sector]!.prize, player.stair), player };
  }

  async take(playerId: number): Promise<PlayerDto> {
    await this.kernel.withPlayer(playerId, async (unit) => {
      const state = await stateOf(unit.trx, playerId);
      if (state.pending_sector === null) throw new AppError('WHEEL_NOTHING_TO_TAKE', 409);
      const prize = WHEEL_SECTORS[state.pending_sector]!.prize;
      const key = ledgerKey('wheel', playerId, state.spins, 'prize');
      if (prize.kind === 'CHEST') {
        // A chest is goods, not money: it still takes its ledger row under the prize's key.
        await unit.wallet.grantGoods({ reason: 'wheel:chest', key }, () =>
          giveChest(unit.trx, playerId, prize.chest, `wheel:${state.spins}`, unit.now),
        );
      } else {
        await unit.wallet.grant(prizeAmounts(prize, unit.row.stair), { reason: 'wheel', key });
      }
      await saveState(unit.trx, { ...state, pending_sector: null, updated_at: unit.now });
    });
    return this.players.current(playerId);
  }
}
