import type { ErrorCode } from '../text/errors.js';
import { fail, ok, type Result } from '../text/result.js';
import { demotedRank, promotedRank, rankWeight, type ClanRank } from './ranks.js';

/**
 * Clan actions of SPEC §6. Promotion and demotion are one step each, so each step is its own
 * action and the table says exactly who may make it.
 */
export const CLAN_ACTIONS = [
  'INVITE',
  'KICK_NEWBIE',
  'KICK_PARTICIPANT',
  'KICK_REPRESENTATIVE',
  'PROMOTE_TO_PARTICIPANT',
  'PROMOTE_TO_REPRESENTATIVE',
  'PROMOTE_TO_DEPUTY',
  'DEMOTE_TO_REPRESENTATIVE',
  'DEMOTE_TO_PARTICIPANT',
  'DEMOTE_TO_NEWBIE',
  'START_BUILDING',
  'COMPLETE_BUILDING',
  'EDIT_ABOUT',
  'EDIT_ADVERTISEMENT',
  'CHANGE_THEME',
  'CHANGE_RAID_DIFFICULTY',
  'START_RAID',
  'RESIGN',
  'LEAVE_CLAN',
] as const;
export type ClanAction = (typeof CLAN_ACTIONS)[number];

const OFFICER: readonly ClanAction[] = [
  'INVITE',
  'KICK_NEWBIE',
  'KICK_PARTICIPANT',
  'KICK_REPRESENTATIVE',
  'PROMOTE_TO_PARTICIPANT',
  'PROMOTE_TO_REPRESENTATIVE',
  'DEMOTE_TO_PARTICIPANT',
  'DEMOTE_TO_NEWBIE',
  'COMPLETE_BUILDING',
  'EDIT_ADVERTISEMENT',
  'CHANGE_RAID_DIFFICULTY',
  'START_RAID',
  'LEAVE_CLAN',
];
const HEAD: readonly ClanAction[] = [
  ...OFFICER,
  'PROMOTE_TO_DEPUTY',
  'DEMOTE_TO_REPRESENTATIVE',
  'START_BUILDING',
  'EDIT_ABOUT',
  'CHANGE_THEME',
];

/**
 * The rank × action table (SPEC §6, the exact rights this game chose): the leader does
 * everything, spends the budget and alone resigns; the acting leader stands in for all of it but
 * the resignation; a deputy runs the members below them, the advertisement, the raid and
 * building speed-ups; a representative recruits and handles newbies; members and newbies may
 * only leave. Every rank may donate, read the clan and chat.
 */
export const CLAN_RIGHTS: Readonly<Record<ClanRank, readonly ClanAction[]>> = {
  LEADER: [...HEAD, 'RESIGN'],
  SUBLEADER: HEAD,
  DEPUTY_LEADER: OFFICER,
  REPRESENTATIVE: [
    'INVITE',
    'KICK_NEWBIE',
    'PROMOTE_TO_PARTICIPANT',
    'DEMOTE_TO_NEWBIE',
    'LEAVE_CLAN',
  ],
  PARTICIPANT: ['LEAVE_CLAN'],
  NEWBIE: ['LEAVE_CLAN'],
};

export function mayAct(rank: ClanRank, action: ClanAction): boolean {
  return CLAN_RIGHTS[rank].includes(action);
}

/** Why `rank` may not take `action`: the code a refused player reads. */
export function actionRefusal(rank: ClanRank, action: ClanAction): ErrorCode | null {
  return mayAct(rank, action) ? null : 'CLAN_RANK_TOO_LOW';
}

/** What one member may do to another from the members list (SPEC §7 participant/action). */
export const PARTICIPANT_ACTIONS = ['KICK', 'PROMOTE', 'DEMOTE'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];

const KICK_BY_RANK: Partial<Record<ClanRank, ClanAction>> = {
  NEWBIE: 'KICK_NEWBIE',
  PARTICIPANT: 'KICK_PARTICIPANT',
  REPRESENTATIVE: 'KICK_REPRESENTATIVE',
};
const PROMOTE_TO: Partial<Record<ClanRank, ClanAction>> = {
  PARTICIPANT: 'PROMOTE_TO_PARTICIPANT',
  REPRESENTATIVE: 'PROMOTE_TO_REPRESENTATIVE',
  DEPUTY_LEADER: 'PROMOTE_TO_DEPUTY',
};
const DEMOTE_TO: Partial<Record<ClanRank, ClanAction>> = {
  REPRESENTATIVE: 'DEMOTE_TO_REPRESENTATIVE',
  PARTICIPANT: 'DEMOTE_TO_PARTICIPANT',
  NEWBIE: 'DEMOTE_TO_NEWBIE',
};

/** The table's action a kick, promotion or demotion of a member of `target` rank is. */
export function participantAction(
  type: ParticipantAction,
  target: ClanRank,
): { action: ClanAction; to: ClanRank | null } | null {
  if (type === 'KICK') {
    const action = KICK_BY_RANK[target];
    return action ? { action, to: null } : null;
  }
  const to = type === 'PROMOTE' ? promotedRank(target) : demotedRank(target);
  const action = to ? (type === 'PROMOTE' ? PROMOTE_TO : DEMOTE_TO)[to] : undefined;
  return action && to ? { action, to } : null;
}

/**
 * Whether `actor` may kick, promote or demote a member of rank `target`: the table must allow
 * the step, and the target must stand below the actor (so a deputy never touches a deputy).
 * Answers the target's new rank (null for a kick).
 */
export function participantActionCheck(
  actor: ClanRank,
  type: ParticipantAction,
  target: ClanRank,
): Result<ClanRank | null> {
  const step = participantAction(type, target);
  if (!step) return fail(type === 'KICK' ? 'CLAN_RANK_TOO_LOW' : 'CLAN_NO_SUCH_STEP');
  if (!mayAct(actor, step.action)) return fail('CLAN_RANK_TOO_LOW');
  if (rankWeight(target) >= rankWeight(actor)) return fail('CLAN_RANK_TOO_LOW');
  if (step.to && rankWeight(step.to) >= rankWeight(actor)) return fail('CLAN_RANK_TOO_LOW');
  return ok(step.to);
}
