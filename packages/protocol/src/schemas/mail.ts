import { Type, type Static } from 'typebox';
import { Id } from './common.js';

/**
 * The support dialog's partner id. A player's dialog with partner 0 is their conversation with the
 * support staff; any moderator reads and answers it from the support inbox.
 */
export const SUPPORT_PARTNER_ID = 0;

/** A player writes at most one letter per this many ms: mail to many players is spam's road. */
export const MAIL_MIN_INTERVAL_MS = 2000;

export const MailMessage = Type.Object({
  id: Id,
  /** The dialog side that wrote it: a player id, or 0 for the support staff. */
  fromId: Type.Integer({ minimum: 0 }),
  /** The other side: a player id, or 0 when a player wrote to support. */
  toId: Type.Integer({ minimum: 0 }),
  /** The player who actually wrote it (the moderator, for a support answer). */
  authorId: Type.Integer(),
  authorName: Type.String(),
  /** Exactly what the author typed (trimmed); clients must show it as text, never as HTML. */
  text: Type.String(),
  time: Type.Number(),
  support: Type.Boolean(),
});
export type MailMessageDto = Static<typeof MailMessage>;

/** One row of the mail room list: a dialog partner with the last message. */
export const MailDialog = Type.Object({
  /** 0 is the support dialog. */
  partnerId: Type.Integer({ minimum: 0 }),
  partnerName: Type.String(),
  partnerLevel: Type.Integer(),
  lastMessage: MailMessage,
  /** Messages from the partner not read yet. */
  unread: Type.Integer({ minimum: 0 }),
  /** The newest message id the partner has read (for read marks). */
  partnerReadId: Type.Integer({ minimum: 0 }),
  /** True when this player has blacklisted the partner. */
  blocked: Type.Boolean(),
});
export type MailDialogDto = Static<typeof MailDialog>;

/** A page of one dialog, oldest first; `more` as in ChatPage. */
export const MailPage = Type.Object({
  messages: Type.Array(MailMessage),
  more: Type.Boolean(),
  partnerReadId: Type.Integer({ minimum: 0 }),
});
export type MailPageDto = Static<typeof MailPage>;

/** MAIL_READ payload: the player read a dialog up to `readId` (sent to the player's own clients). */
export const MailRead = Type.Object({
  partnerId: Type.Integer({ minimum: 0 }),
  readId: Type.Integer({ minimum: 0 }),
});
export type MailReadDto = Static<typeof MailRead>;

export const BlockState = Type.Object({
  playerId: Type.Integer(),
  blocked: Type.Boolean(),
});

export const BlockedPlayer = Type.Object({
  playerId: Type.Integer(),
  name: Type.String(),
  since: Type.Number(),
});
export type BlockedPlayerDto = Static<typeof BlockedPlayer>;

/** A support inbox row: one player's support dialog as the staff sees it. */
export const SupportDialog = Type.Object({
  playerId: Type.Integer(),
  playerName: Type.String(),
  lastMessage: MailMessage,
  /** Messages from the player no moderator has read yet. */
  unread: Type.Integer({ minimum: 0 }),
});
export type SupportDialogDto = Static<typeof SupportDialog>;
