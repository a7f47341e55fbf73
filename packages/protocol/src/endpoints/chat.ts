import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Id, Ok } from '../schemas/common.js';
import {
  AfterIdQuery,
  CHAT_ROOMS,
  ChatMessage,
  ChatPage,
  ChatRoomState,
  ChatSeen,
  PageQuery,
} from '../schemas/chat.js';
import { literalUnion } from '../schemas/enums.js';

const tags = ['chat'];
const Room = Type.Object({ room: literalUnion(CHAT_ROOMS) });
// Strings are capped well above the rules' limits so the rules, not the schema, word the error.
const SendText = Type.String({ maxLength: 20_000 });

export const chat = {
  rooms: endpoint({
    method: 'GET',
    url: '/api/chat/rooms',
    access: 'TRIAL',
    summary: 'The rooms of the chat overlay with their newest and seen message ids',
    tags,
    response: Type.Array(ChatRoomState),
  }),
  list: endpoint({
    method: 'GET',
    url: '/api/chat/:room/list',
    access: 'TRIAL',
    summary: 'A page of a room, oldest first (guests read MAIN)',
    tags,
    params: Room,
    querystring: PageQuery,
    response: ChatPage,
  }),
  latest: endpoint({
    method: 'GET',
    url: '/api/chat/:room/list/latest',
    access: 'TRIAL',
    summary: 'Messages newer than afterId (at most one page, the newest)',
    tags,
    params: Room,
    querystring: AfterIdQuery,
    response: ChatPage,
  }),
  send: endpoint({
    method: 'POST',
    url: '/api/chat/:room/send',
    access: 'PLAYER',
    summary:
      'Send a message (level 10, no chat ban, up to 1000 characters). The body is the text, ' +
      'as text/plain or as { text }; PRIVAT needs the addressee in `to`',
    tags,
    params: Room,
    querystring: Type.Object({ to: Type.Optional(Id) }),
    body: Type.Union([SendText, Type.Object({ text: SendText })]),
    bodyTypes: ['application/json', 'text/plain'],
    response: ChatMessage,
    ratePerMinute: 60,
  }),
  deleteMessage: endpoint({
    method: 'POST',
    url: '/api/chat/:room/message/:id/delete',
    access: 'MODERATOR',
    summary: 'Remove a message; its room gets CHAT_MESSAGE_DELETE',
    tags,
    params: Type.Object({
      room: literalUnion(CHAT_ROOMS),
      id: Id,
    }),
    response: Ok,
  }),
  seen: endpoint({
    method: 'POST',
    url: '/api/chat/:room/seen',
    access: 'TRIAL',
    summary:
      'Mark a room read up to lastId; every client of the player gets CHAT_SEEN and closes the room',
    tags,
    params: Room,
    body: Type.Object({ lastId: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }) }),
    response: ChatSeen,
  }),
} as const;
