import {
  BAN_DURATIONS,
  BAN_REASONS,
  type BanDuration,
  type BanReason,
  type SocialBanKind,
} from '@heroroad/protocol';
import { AdminError, type AdminService } from '../moderation/service.js';
import type { SocialBans } from '../moderation/bans.js';

const KINDS: Readonly<Record<string, SocialBanKind>> = {
  chat: 'CHAT',
  forum: 'FORUM',
  game: 'GAME',
};
const DURATIONS = Object.keys(BAN_DURATIONS) as BanDuration[];

export const BAN_USAGE = `  npm run admin -- ban <chat|forum|game> <player> <${DURATIONS.join('|')}> <reason>
  npm run admin -- unban <chat|forum|game> <player> --reason "why"
      reason: ${BAN_REASONS.join(', ')}`;

function kindOf(word: string): SocialBanKind {
  const kind = KINDS[word.toLowerCase()];
  if (!kind) throw new AdminError(`Ban "chat", "forum" or "game", not "${word}"`);
  return kind;
}

function pick<T extends string>(word: string, allowed: readonly T[], what: string): T {
  const value = word.toUpperCase() as T;
  if (!allowed.includes(value)) {
    throw new AdminError(`Unknown ${what} "${word}": one of ${allowed.join(', ')}`);
  }
  return value;
}

/**
 * Chat bans and forum blocks from the command line, for operators before any moderator exists;
 * the same records and audit rows a moderator's ban makes.
 */
export async function banCommand(
  args: readonly string[],
  deps: { admin: AdminService; bans: SocialBans; actor: string },
): Promise<string> {
  const [kindWord, ref, durationWord, reasonWord] = args as [string, string, string, string];
  const kind = kindOf(kindWord);
  const duration = pick(durationWord, DURATIONS, 'duration');
  const reason: BanReason = pick(reasonWord, BAN_REASONS, 'reason');
  const player = await deps.admin.findPlayer(ref);
  const ban = await deps.bans.ban(kind, {
    playerId: player.id,
    duration,
    reason,
    byId: null,
    actor: deps.actor,
  });
  return `${player.name} (#${player.id}) ${kind.toLowerCase()} ban until ${new Date(ban.until).toISOString()} (${reason})`;
}

export async function unbanCommand(
  args: readonly string[],
  deps: { admin: AdminService; bans: SocialBans; actor: string; reason: string },
): Promise<string> {
  const [kindWord, ref] = args as [string, string];
  const kind = kindOf(kindWord);
  const reason = deps.reason.trim();
  if (reason.length < 3) throw new AdminError('A reason of at least 3 characters is required');
  const player = await deps.admin.findPlayer(ref);
  const lifted = await deps.bans.unban(kind, player.id, {
    byId: null,
    actor: deps.actor,
    reason: reason.slice(0, 500),
  });
  return lifted > 0
    ? `${player.name} (#${player.id}) ${kind.toLowerCase()} ban lifted`
    : `${player.name} (#${player.id}) had no ${kind.toLowerCase()} ban`;
}
