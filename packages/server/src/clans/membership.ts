import {
  CLAN_RIGHTS,
  mostDeserving,
  participantActionCheck,
  type ClanAction,
  type ClanEvent,
  type ClanRank,
  type ParticipantAction,
} from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import type { PlayerUnit } from '../player/unit.js';
import type { Executor } from '../db/tx.js';
import { clanError, must } from './errors.js';
import { lockClan, memberIn, members, writeLog, clanIdOf } from './store.js';
import type { ClanEvents } from './events.js';

/** Refuses unless `rank` may take `action` (the rules' table). */
export function requireRight(rank: ClanRank, action: ClanAction): void {
  if (!CLAN_RIGHTS[rank].includes(action)) throw clanError('CLAN_RANK_TOO_LOW');
}

/**
 * Leaving, kicks, ranks and resigning (SPEC §4). Every change locks the player it changes first (through
 * the player kernel) and then the clan's row, so membership changes of one clan run one at a
 * time, a join is counted against the cap under the lock, and two officers acting on each other
 * at once end with one of them applied and the other refused.
 */
export class Membership {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  /** Takes a member out (left or kicked): counts, their clan id, the rejoin wait, a log line. */
  private async remove(
    unit: PlayerUnit,
    clanId: number,
    type: ClanEvent,
    actorId: number,
  ): Promise<void> {
    await unit.trx.deleteFrom('clan_member').where('player_id', '=', unit.id).execute();
    await unit.trx
      .updateTable('clan')
      .set((eb) => ({ members: eb('members', '-', 1) }))
      .where('id', '=', clanId)
      .execute();
    await unit.patch({ clan_id: null, clan_participation_state: null });
    await unit.trx
      .insertInto('clan_departure')
      .values({ player_id: unit.id, left_at: unit.now })
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ left_at: unit.now }))
      .execute();
    await writeLog(unit.trx, { clanId, at: unit.now, type, actorId, targetId: unit.id });
    this.events.after(unit, clanId, type, actorId, unit.id);
    unit.afterCommit(() => this.events.dropMember(unit.id));
  }

  /** Leaves; a leader alone disbands the clan, a leader with members must resign first. */
  async leave(playerId: number): Promise<void> {
    await this.k.players.withPlayer(playerId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, playerId);
      const clan = await lockClan(unit.trx, this.k.db.engine, clanId);
      const me = await memberIn(unit.trx, clanId, playerId);
      requireRight(me.rank, 'LEAVE_CLAN');
      if (me.rank === 'LEADER' && clan.members > 1) throw clanError('CLAN_LEADER_MUST_RESIGN');
      await this.remove(unit, clanId, 'LEFT', playerId);
      if (me.rank === 'LEADER')
        await unit.trx.deleteFrom('clan').where('id', '=', clanId).execute();
    });
  }

  /** Kick, promote or demote one step, as the rank table and the ranks' order allow. */
  async participantAction(
    actorId: number,
    targetId: number,
    type: ParticipantAction,
  ): Promise<number> {
    if (actorId === targetId) throw clanError('CLAN_NOT_YOURSELF');
    return this.k.players.withPlayer(targetId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, actorId);
      await lockClan(unit.trx, this.k.db.engine, clanId);
      const actor = await memberIn(unit.trx, clanId, actorId);
      const target = await memberIn(unit.trx, clanId, targetId, 'CLAN_TARGET_NOT_MEMBER');
      const to = must(participantActionCheck(actor.rank, type, target.rank));
      if (to === null) {
        await this.remove(unit, clanId, 'KICKED', actorId);
        return clanId;
      }
      await unit.trx
        .updateTable('clan_member')
        .set({ rank: to })
        .where('player_id', '=', targetId)
        .execute();
      const event: ClanEvent =
        type === 'DEMOTE' ? 'LOWERED' : to === 'DEPUTY_LEADER' ? 'DEPUTY_APPOINTED' : 'RAISED';
      await writeLog(unit.trx, {
        clanId,
        at: unit.now,
        type: event,
        actorId,
        targetId,
        data: { rank: to },
      });
      this.events.after(unit, clanId, event, actorId, targetId);
      return clanId;
    });
  }

  /** The leader hands over to the most deserving member and becomes a deputy. */
  async resign(playerId: number): Promise<void> {
    await this.k.players.withPlayer(playerId, async (unit) => {
      const clanId = await clanIdOf(unit.trx, playerId);
      await lockClan(unit.trx, this.k.db.engine, clanId);
      const me = await memberIn(unit.trx, clanId, playerId);
      requireRight(me.rank, 'RESIGN');
      const others = (await members(unit.trx, clanId)).filter(
        (m) => Number(m.player_id) !== playerId,
      );
      const next = mostDeserving(
        others.map((m) => ({
          playerId: Number(m.player_id),
          rank: m.rank,
          merit: m.merit,
          joinedAt: Number(m.joined_at),
        })),
      );
      if (!next) throw clanError('CLAN_NO_SUCCESSOR');
      await this.handOver(unit.trx, clanId, playerId, next.playerId, 'DEPUTY_LEADER');
      await writeLog(unit.trx, {
        clanId,
        at: unit.now,
        type: 'LEADER_REPLACED',
        actorId: playerId,
        targetId: next.playerId,
      });
      this.events.after(unit, clanId, 'LEADER_REPLACED', playerId, next.playerId);
    });
  }

  private async handOver(
    db: Executor,
    clanId: number,
    from: number,
    to: number,
    fromRank: ClanRank,
  ): Promise<void> {
    await db
      .updateTable('clan_member')
      .set({ rank: fromRank, rank_before: null })
      .where('player_id', '=', from)
      .execute();
    await db
      .updateTable('clan_member')
      .set({ rank: 'LEADER', rank_before: null })
      .where('player_id', '=', to)
      .execute();
    // An acting leader steps back once there is a leader again.
    await db
      .updateTable('clan_member')
      .set((eb) => ({
        rank: eb.fn.coalesce('rank_before', eb.val('DEPUTY_LEADER')),
        rank_before: null,
      }))
      .where('clan_id', '=', clanId)
      .where('rank', '=', 'SUBLEADER')
      .execute();
    await db.updateTable('clan').set({ leader_id: to }).where('id', '=', clanId).execute();
  }
}
