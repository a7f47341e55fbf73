import { LEADER_AWAY_MS, mostDeserving } from '@heroroad/rules';
import type { Executor } from '../db/tx.js';
import type { Kernel } from '../kernel.js';
import { lockClan, members, writeLog } from './store.js';

/** Whether the leader's player has not changed for `LEADER_AWAY_MS`. */
async function leaderAway(db: Executor, leaderId: number | null, now: number): Promise<boolean> {
  if (leaderId === null) return false;
  const leader = await db
    .selectFrom('player')
    .select('updated_at')
    .where('id', '=', leaderId)
    .executeTakeFirst();
  return !!leader && now - Number(leader.updated_at) >= LEADER_AWAY_MS;
}

/**
 * The acting leader (SUBLEADER, SPEC §4): while the leader is away — no change to their player
 * for `LEADER_AWAY_MS` (7 days) — the most deserving other member stands in with every right but
 * the resignation; when the leader is back, the acting leader returns to the rank they held.
 * Settled on reading the clan, under the clan's lock, so it happens once.
 */
export class Leadership {
  constructor(private readonly k: Kernel) {}

  async settle(clanId: number): Promise<void> {
    const now = this.k.clock();
    const need = await this.needed(clanId, now);
    if (!need) return;
    await this.k.db.kysely.transaction().execute(async (trx) => {
      const clan = await lockClan(trx, this.k.db.engine, clanId);
      const all = await members(trx, clanId);
      const acting = all.find((m) => m.rank === 'SUBLEADER');
      const away = await leaderAway(trx, clan.leader_id, now);
      if (away && !acting) {
        const next = mostDeserving(
          all
            .filter((m) => m.rank !== 'LEADER')
            .map((m) => ({
              playerId: Number(m.player_id),
              rank: m.rank,
              merit: m.merit,
              joinedAt: Number(m.joined_at),
            })),
        );
        if (!next) return;
        await trx
          .updateTable('clan_member')
          .set({ rank: 'SUBLEADER', rank_before: next.rank })
          .where('player_id', '=', next.playerId)
          .execute();
        await writeLog(trx, {
          clanId,
          at: now,
          type: 'LEADER_REPLACED',
          targetId: next.playerId,
          data: { acting: 1 },
        });
      } else if (!away && acting) {
        await trx
          .updateTable('clan_member')
          .set({ rank: acting.rank_before ?? 'DEPUTY_LEADER', rank_before: null })
          .where('player_id', '=', acting.player_id)
          .execute();
        await writeLog(trx, {
          clanId,
          at: now,
          type: 'LEADER_REPLACED',
          targetId: clan.leader_id,
          data: { returned: 1 },
        });
      }
    });
  }

  /** Whether a change is due, read without a lock (the locked read decides). */
  private async needed(clanId: number, now: number): Promise<boolean> {
    const clan = await this.k.db.kysely
      .selectFrom('clan')
      .select(['leader_id', 'members'])
      .where('id', '=', clanId)
      .executeTakeFirst();
    if (!clan || clan.members < 2) return false;
    const acting = await this.k.db.kysely
      .selectFrom('clan_member')
      .select('player_id')
      .where('clan_id', '=', clanId)
      .where('rank', '=', 'SUBLEADER')
      .executeTakeFirst();
    return (await leaderAway(this.k.db.kysely, clan.leader_id, now)) !== (acting !== undefined);
  }
}
