import type { PlayerDto } from '@heroroad/protocol';
import { LEVEL_GATES, hasModeratorAccess, type ErrorCode } from '@heroroad/rules';

/** Moderators, administrators and developers (SPEC §6) remove messages and pin topics. */
export const isStaff = (player: PlayerDto | null): boolean =>
  player !== null && hasModeratorAccess(player.accessLevel);

/**
 * Why the player cannot write yet, known before anything is sent: a guest is asked to register,
 * a low level is told the rule. A ban is known only to the server and comes back as its answer.
 */
export type WriteBlock = { readonly kind: 'guest' } | { readonly kind: 'rule'; code: ErrorCode };

function writeBlock(
  player: PlayerDto | null,
  minLevel: number,
  code: ErrorCode,
): WriteBlock | null {
  if (!player || player.accessLevel === 'TRIAL') return { kind: 'guest' };
  if (player.level < minLevel && !isStaff(player)) return { kind: 'rule', code };
  return null;
}

/** SPEC §5: the chat needs level 10 (staff write at any level). */
export const chatWriteBlock = (player: PlayerDto | null) =>
  writeBlock(player, LEVEL_GATES.chat, 'CHAT_LEVEL_REQUIRED');

/** SPEC §5: forum topics and comments need level 10 as well. */
export const forumWriteBlock = (player: PlayerDto | null) =>
  writeBlock(player, LEVEL_GATES.forum, 'FORUM_LEVEL_REQUIRED');
