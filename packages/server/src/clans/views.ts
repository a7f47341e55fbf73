import type {
  ClanCandidateDto,
  ClanDto,
  ClanLogPageDto,
  ClanParticipantDto,
  ClanRatingDto,
  ClanSummaryDto,
  MyClanDto,
  MyParticipantsDto,
} from '@heroroad/protocol';
import {
  CLAN_LOG_PAGE,
  CLAN_RIGHTS,
  DEFAULT_CLAN_ABOUT,
  LEVEL_GATES,
  playerClanState,
  type ClanEvent,
  type ClanRank,
  type Lang,
  type RaidDifficulty,
} from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import { clanError } from './errors.js';
import { clanPlace, inClanOrder } from './order.js';
import type { Leadership } from './leadership.js';
import { budgetOf, findClan, memberIn, memberOf, type ClanRow } from './store.js';

type ParticipationState = NonNullable<MyClanDto['participation']>;

export function defaultAbout(lang: Lang): string {
  return lang === 'EN' ? DEFAULT_CLAN_ABOUT.en : DEFAULT_CLAN_ABOUT.ru;
}

/** Reading clans: the player's own screen, members, applicants, recruits, the rating, the log. */
export class ClanViews {
  constructor(
    private readonly k: Kernel,
    private readonly leadership: Leadership,
  ) {}

  private get db() {
    return this.k.db.kysely;
  }

  private async leaderName(c: ClanRow): Promise<string | null> {
    if (c.leader_id === null) return null;
    const p = await this.k.players.find({ id: Number(c.leader_id) });
    return p?.name ?? null;
  }

  async summary(c: ClanRow): Promise<ClanSummaryDto> {
    return {
      id: Number(c.id),
      name: c.name,
      level: c.level,
      membersCurr: c.members,
      membersMax: c.member_cap,
      theme: c.theme,
      leaderId: c.leader_id === null ? null : Number(c.leader_id),
      leaderName: await this.leaderName(c),
      advertisement: c.advertisement,
    };
  }

  async clan(c: ClanRow, lang: Lang): Promise<ClanDto> {
    return {
      ...(await this.summary(c)),
      about: c.about ?? defaultAbout(lang),
      clanStat: budgetOf(c),
      themeChanges: c.theme_changes,
      raidDifficulty: c.raid_difficulty as RaidDifficulty,
      createdAt: Number(c.created_at),
    };
  }

  /** The player's clan screen; opening it as a member clears ACCEPTED_TO_CLAN afterwards. */
  async my(playerId: number, lang: Lang): Promise<MyClanDto> {
    const player = await this.k.players.find({ id: playerId });
    if (!player) throw clanError('CLAN_NOT_MEMBER');
    let member = await memberOf(this.db, playerId);
    if (member) {
      await this.leadership.settle(Number(member.clan_id));
      member = await memberOf(this.db, playerId);
    }
    const clan = member ? await findClan(this.db, Number(member.clan_id)) : undefined;
    const departed = await this.db
      .selectFrom('clan_departure')
      .select('left_at')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    const applied = await this.db
      .selectFrom('clan_request')
      .select('clan_id')
      .where('player_id', '=', playerId)
      .where('kind', '=', 'APPLY')
      .executeTakeFirst();
    const state = playerClanState({
      level: player.level,
      member: !!member,
      acceptedUnseen: member?.accepted_unseen === 1,
      leftAt: departed ? Number(departed.left_at) : null,
      now: this.k.clock(),
    });
    if (member?.accepted_unseen === 1) {
      await this.db
        .updateTable('clan_member')
        .set({ accepted_unseen: 0 })
        .where('player_id', '=', playerId)
        .execute();
    }
    const rank = (member?.rank ?? null) as ClanRank | null;
    return {
      state,
      participation: (player.clan_participation_state as ParticipationState | null) ?? null,
      appliedTo: applied ? Number(applied.clan_id) : null,
      clan: clan ? await this.clan(clan, lang) : null,
      rank,
      rights: rank ? [...CLAN_RIGHTS[rank]] : [],
      advertisementSeen: member
        ? member.advertisement_seen === (clan?.advertisement_version ?? 0)
        : true,
    };
  }

  async info(playerId: number): Promise<ClanSummaryDto | null> {
    const m = await memberOf(this.db, playerId);
    const c = m ? await findClan(this.db, Number(m.clan_id)) : undefined;
    return c ? this.summary(c) : null;
  }

  async invitations(playerId: number): Promise<ClanSummaryDto[]> {
    const rows = await this.db
      .selectFrom('clan_request')
      .innerJoin('clan', 'clan.id', 'clan_request.clan_id')
      .selectAll('clan')
      .where('clan_request.player_id', '=', playerId)
      .where('clan_request.kind', '=', 'INVITE')
      .orderBy('clan_request.created_at', 'desc')
      .execute();
    return Promise.all(rows.map((c) => this.summary(c)));
  }

  async participants(clanId: number): Promise<ClanParticipantDto[]> {
    if (!(await findClan(this.db, clanId))) throw clanError('CLAN_NOT_FOUND');
    const rows = await this.db
      .selectFrom('clan_member')
      .innerJoin('player', 'player.id', 'clan_member.player_id')
      .select([
        'clan_member.player_id',
        'clan_member.rank',
        'clan_member.merit',
        'clan_member.joined_at',
        'player.name',
        'player.level',
      ])
      .where('clan_member.clan_id', '=', clanId)
      .execute();
    const order = (r: string) =>
      ['LEADER', 'SUBLEADER', 'DEPUTY_LEADER', 'REPRESENTATIVE', 'PARTICIPANT', 'NEWBIE'].indexOf(
        r,
      );
    return rows
      .map((r) => ({
        playerId: Number(r.player_id),
        name: r.name,
        level: r.level,
        rank: r.rank as ClanRank,
        merit: r.merit,
        joinedAt: Number(r.joined_at),
      }))
      .sort(
        (a, b) => order(a.rank) - order(b.rank) || b.merit - a.merit || a.joinedAt - b.joinedAt,
      );
  }

  async mine(playerId: number): Promise<MyParticipantsDto> {
    const m = await memberOf(this.db, playerId);
    if (!m) throw clanError('CLAN_NOT_MEMBER');
    const clanId = Number(m.clan_id);
    const participants = await this.participants(clanId);
    const candidates = CLAN_RIGHTS[m.rank].includes('INVITE') ? await this.applicants(clanId) : [];
    return { participants, candidates };
  }

  private async applicants(clanId: number): Promise<ClanCandidateDto[]> {
    const rows = await this.db
      .selectFrom('clan_request')
      .innerJoin('player', 'player.id', 'clan_request.player_id')
      .select(['player.id', 'player.name', 'player.level', 'clan_request.created_at'])
      .where('clan_request.clan_id', '=', clanId)
      .where('clan_request.kind', '=', 'APPLY')
      .orderBy('clan_request.created_at')
      .execute();
    return rows.map((r) => ({
      playerId: Number(r.id),
      name: r.name,
      level: r.level,
      state: 'WANTS_TO_THE_CLAN' as const,
      since: Number(r.created_at),
    }));
  }

  /** Players asking for any clan, without one, newest first (at most 50). */
  async recruits(): Promise<ClanCandidateDto[]> {
    const rows = await this.db
      .selectFrom('player')
      .select(['id', 'name', 'level', 'updated_at'])
      .where('clan_participation_state', '=', 'WANTS_TO_ANY_CLAN')
      .where('clan_id', 'is', null)
      .where('level', '>=', LEVEL_GATES.clan)
      .orderBy('updated_at', 'desc')
      .limit(50)
      .execute();
    return rows.map((r) => ({
      playerId: Number(r.id),
      name: r.name,
      level: r.level,
      state: 'WANTS_TO_ANY_CLAN' as const,
      since: Number(r.updated_at),
    }));
  }

  async rating(playerId: number, from = 0, to = from + 19): Promise<ClanRatingDto> {
    const upTo = Math.min(Math.max(to, from), from + 99);
    const rows = await clansByLevel(this.k, from, upTo - from + 1);
    const total = await this.db
      .selectFrom('clan')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const m = await memberOf(this.db, playerId);
    return {
      positions: await Promise.all(
        rows.map(async (c, i) => ({ ...(await this.summary(c)), positionNumber: from + i + 1 })),
      ),
      total: Number(total.n),
      myPosition: m ? await clanPosition(this.k, Number(m.clan_id)) : null,
    };
  }

  /** A page of the clan's events, newest first: members only. */
  async log(playerId: number, clanId: number, page = 0): Promise<ClanLogPageDto> {
    await memberIn(this.db, clanId, playerId);
    const total = await this.db
      .selectFrom('clan_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('clan_id', '=', clanId)
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('clan_log')
      .leftJoin('player as actor', 'actor.id', 'clan_log.actor_id')
      .leftJoin('player as target', 'target.id', 'clan_log.target_id')
      .select([
        'clan_log.id',
        'clan_log.at',
        'clan_log.type',
        'clan_log.actor_id',
        'clan_log.target_id',
        'clan_log.data',
        'actor.name as actor_name',
        'target.name as target_name',
      ])
      .where('clan_log.clan_id', '=', clanId)
      .orderBy('clan_log.id', 'desc')
      .limit(CLAN_LOG_PAGE)
      .offset(page * CLAN_LOG_PAGE)
      .execute();
    return {
      entries: rows.map((r) => ({
        id: Number(r.id),
        time: Number(r.at),
        type: r.type as ClanEvent,
        actorId: r.actor_id === null ? null : Number(r.actor_id),
        actorName: r.actor_name ?? null,
        targetId: r.target_id === null ? null : Number(r.target_id),
        targetName: r.target_name ?? null,
        data: JSON.parse(r.data) as Record<string, string | number>,
      })),
      page,
      pages: Math.ceil(Number(total.n) / CLAN_LOG_PAGE),
    };
  }
}

/**
 * Clans in rating order (`order.ts`), what the `clanLevel` rating type lists (SPEC §3 rating
 * types); `offset` and `limit` page it.
 */
export async function clansByLevel(
  k: Pick<Kernel, 'db'>,
  offset: number,
  limit: number,
): Promise<ClanRow[]> {
  return inClanOrder(k.db.kysely.selectFrom('clan').selectAll())
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A clan's 1-based place in `clansByLevel`, or null when there is no such clan. */
export async function clanPosition(k: Pick<Kernel, 'db'>, clanId: number): Promise<number | null> {
  const c = await findClan(k.db.kysely, clanId);
  return c ? clanPlace(k.db.kysely, c) : null;
}
