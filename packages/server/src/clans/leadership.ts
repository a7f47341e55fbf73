import { LEADER_AWAY_MS, mostDeserving } from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import { lockClan, members, writeLog } from './store.js';

/**
 * Whether the leader has not been seen playing for `LEADER_AWAY_MS`: their last session activity
 * (the sessions' last-seen record), or, never seen since it was kept, when they came to the game.
 * Read outside any transaction (the sessions' record is the security domain's).
 */
async function leaderAway(k: Kernel, leaderId: number | null, now: number): Promise<boolean> {
  if (leaderId === null) return false;
  const seen = await k.sessions.lastSeen(leaderId);
  if (seen !== null) return now - seen >= LEADER_AWAY_MS;
  const leader = await k.db.kysely
    .selectFrom('player')
    .select('created_at')
    .where('id', '=', leaderId)
    .executeTakeFirst();
  return !!leader && now - Number(leader.created_at) >= LEADER_AWAY_MS;
}

/**
 * The acting leader (SUBLEADER, SPEC §4): while the leader is away — not seen playing for
 * `LEADER_AWAY_MS` (7 days) — the most deserving other member stands in with every right but
 * the resignation; when the leader is back, the acting leader returns to the rank they held.
 * Settled on reading the clan, under the clan's lock, so it happens once.
 */
export class Leadership {
  constructor(private readonly k: Kernel) {}

  async settle(clanId: number): Promise<void> {
    const now = this.k.clock();
    const need = await this.needed(clanId, now);
    if (!need) return;
    const { leaderId, away } = need;
    await this.k.db.kysely.transaction().execute(async (trx) => {
      const clan = await lockClan(trx, this.k.db.engine, clanId);
      // Another leader meanwhile: the next read settles for them.
      if (clan.leader_id === null || Number(clan.leader_id) !== leaderId) return;
      const all = await members(trx, clanId);
      const acting = all.find((m) => m.rank === 'SUBLEADER');
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

  /** Whether a change is due, read without a lock (the locked read decides), and for whom. */
  private async needed(
    clanId: number,
    now: number,
  ): Promise<{ leaderId: number; away: boolean } | null> {
    const clan = await this.k.db.kysely
      .selectFrom('clan')
      .select(['leader_id', 'members'])
      .where('id', '=', clanId)
      .executeTakeFirst();
    if (!clan || clan.members < 2 || clan.leader_id === null) return null;
    const acting = await this.k.db.kysely
      .selectFrom('clan_member')
      .select('player_id')
      .where('clan_id', '=', clanId)
      .where('rank', '=', 'SUBLEADER')
      .executeTakeFirst();
    const leaderId = Number(clan.leader_id);
    const away = await leaderAway(this.k, leaderId, now);
    return away !== (acting !== undefined) ? { leaderId, away } : null;
  }
}
