import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Id } from '../schemas/common.js';
import {
  BlockState,
  BlockedPlayer,
  MailDialog,
  MailMessage,
  MailPage,
  SupportDialog,
} from '../schemas/mail.js';
import { AfterIdQuery, PageQuery } from '../schemas/chat.js';

const tags = ['mail'];
const SendText = Type.String({ maxLength: 20_000 });
const SendBody = Type.Union([SendText, Type.Object({ text: SendText })]);
/** A dialog partner: a player id, or 0 (SUPPORT_PARTNER_ID) for the support dialog. */
const Partner = Type.Object({
  partner: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
});
const PlayerParam = Type.Object({ playerId: Id });
const IdParam = Type.Object({ id: Id });

export const mail = {
  list: endpoint({
    method: 'GET',
    url: '/api/mail/list',
    access: 'TRIAL',
    summary: 'The mail room list: one row per dialog partner, newest first',
    tags,
    response: Type.Array(MailDialog),
  }),
  dialogList: endpoint({
    method: 'GET',
    url: '/api/mail/dialog/:partner/list',
    access: 'TRIAL',
    summary: 'A page of a dialog, oldest first; reading it clears its unread count',
    tags,
    params: Partner,
    querystring: PageQuery,
    response: MailPage,
  }),
  dialogLatest: endpoint({
    method: 'GET',
    url: '/api/mail/dialog/:partner/list/latest',
    access: 'TRIAL',
    summary: 'Dialog messages newer than afterId (at most one page, the newest)',
    tags,
    params: Partner,
    querystring: AfterIdQuery,
    response: MailPage,
  }),
  send: endpoint({
    method: 'POST',
    url: '/api/mail/dialog/:partner/send',
    access: 'TRIAL',
    summary:
      'Write to a player, or with support=true (or partner 0) to the support staff. The body is ' +
      'the text, as text/plain or as { text }; guests may write only to support',
    tags,
    params: Partner,
    querystring: Type.Object({ support: Type.Optional(Type.Boolean()) }),
    body: SendBody,
    bodyTypes: ['application/json', 'text/plain'],
    response: MailMessage,
    ratePerMinute: 30,
  }),
  block: endpoint({
    method: 'POST',
    url: '/api/mail/block/:id',
    access: 'TRIAL',
    summary: 'Blacklist a player: they can no longer write to you (repeating it changes nothing)',
    tags,
    params: IdParam,
    response: BlockState,
  }),
  unblock: endpoint({
    method: 'POST',
    url: '/api/mail/unblock/:id',
    access: 'TRIAL',
    summary: 'Take a player off the blacklist (repeating it changes nothing)',
    tags,
    params: IdParam,
    response: BlockState,
  }),
  blocked: endpoint({
    method: 'GET',
    url: '/api/mail/blocked',
    access: 'TRIAL',
    summary: 'The players this player has blacklisted',
    tags,
    response: Type.Array(BlockedPlayer),
  }),
  supportList: endpoint({
    method: 'GET',
    url: '/api/mail/support/list',
    access: 'MODERATOR',
    summary: 'The support inbox: one row per player who wrote to support, newest first',
    tags,
    response: Type.Array(SupportDialog),
  }),
  supportDialogList: endpoint({
    method: 'GET',
    url: '/api/mail/support/:playerId/list',
    access: 'MODERATOR',
    summary: "A page of a player's support dialog; reading it marks it read for the staff",
    tags,
    params: PlayerParam,
    querystring: PageQuery,
    response: MailPage,
  }),
  supportDialogLatest: endpoint({
    method: 'GET',
    url: '/api/mail/support/:playerId/list/latest',
    access: 'MODERATOR',
    summary: 'Support dialog messages newer than afterId',
    tags,
    params: PlayerParam,
    querystring: AfterIdQuery,
    response: MailPage,
  }),
  supportSend: endpoint({
    method: 'POST',
    url: '/api/mail/support/:playerId/send',
    access: 'MODERATOR',
    summary: 'Answer a player as the support staff',
    tags,
    params: PlayerParam,
    body: SendBody,
    response: MailMessage,
  }),
} as const;
