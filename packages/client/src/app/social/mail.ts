import {
  SUPPORT_PARTNER_ID,
  api,
  type BlockedPlayerDto,
  type MailDialogDto,
  type MailMessageDto,
} from '@heroroad/protocol';
import type { PlayerRef } from '../../stores/socialStore';
import type { GameServices } from '../ports';
import { asPage, type FeedSource } from './feed';

/**
 * Mail flows (SPEC §2, §4): the dialog list, a dialog's pages, letters, and the blacklist.
 * Reading a dialog's pages is what marks its letters read on the server.
 */

type Calls = Pick<GameServices, 'api'>;

/** The dialogs, support's among them, newest first with their unread counts. */
export function loadDialogs(game: Calls): Promise<MailDialogDto[]> {
  return game.api.call(api.mail.list);
}

/** A dialog's newest pages and what came after a letter, as the dialog's feed reads them. */
export function dialogSource(game: Calls, partnerId: number): FeedSource<MailMessageDto> {
  const params = { partner: partnerId };
  return {
    page: (range) => game.api.call(api.mail.dialogList, { params, query: range }).then(asPage),
    latest: (afterId) =>
      game.api.call(api.mail.dialogLatest, { params, query: { afterId } }).then(asPage),
  };
}

/** Writes to a player, or to the support staff when the partner is support. */
export function sendLetter(game: Calls, partnerId: number, text: string): Promise<MailMessageDto> {
  return game.api.call(api.mail.send, {
    params: { partner: partnerId },
    query: partnerId === SUPPORT_PARTNER_ID ? { support: true } : undefined,
    body: { text },
  });
}

/** The players this player has blacklisted. */
export function loadBlocked(game: Calls): Promise<BlockedPlayerDto[]> {
  return game.api.call(api.mail.blocked);
}

/** Whether `playerId` is on the blacklist. */
export async function isBlocked(game: Calls, playerId: number): Promise<boolean> {
  return (await loadBlocked(game)).some((b) => b.playerId === playerId);
}

/**
 * Blocks or unblocks `person` and says so. Answers the state the server ended in, which both
 * calls return, so a guess made before is set right by either.
 */
export async function setBlocked(
  game: Pick<GameServices, 'api' | 'ui' | 't'>,
  person: Pick<PlayerRef, 'id' | 'name'>,
  blocked: boolean,
): Promise<boolean> {
  const params = { params: { id: person.id } };
  const answer = blocked
    ? await game.api.call(api.mail.block, params)
    : await game.api.call(api.mail.unblock, params);
  const text = answer.blocked ? 'mail.blocked' : 'mail.unblocked';
  game.ui.getState().toast('success', game.t(text, { name: person.name }));
  return answer.blocked;
}
