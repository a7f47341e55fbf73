import type {
  ChatMessageDto,
  ForumCommentDto,
  ForumTopicDto,
  MailDialogDto,
  MailMessageDto,
} from '@heroroad/protocol';

/** Chat, mail and forum answers as the server gives them, with overridable fields. */

export const chatMessage = (patch: Partial<ChatMessageDto> = {}): ChatMessageDto => ({
  id: 1,
  room: 'MAIN',
  time: 1_700_000_000_000,
  clanId: null,
  toId: null,
  toName: null,
  authorId: 3,
  authorName: 'Boris',
  authorLevel: 12,
  authorRole: 'player',
  text: 'Hello',
  ...patch,
});

/** Messages `from`…`to` (ids), oldest first, as a page of one room. */
export const chatRange = (from: number, to: number, patch: Partial<ChatMessageDto> = {}) =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    chatMessage({ id: from + i, text: `Message ${from + i}`, ...patch }),
  );

export const mailMessage = (patch: Partial<MailMessageDto> = {}): MailMessageDto => ({
  id: 1,
  fromId: 3,
  toId: 7,
  authorId: 3,
  authorName: 'Boris',
  text: 'A letter',
  time: 1_700_000_000_000,
  support: false,
  ...patch,
});

export const mailDialog = (patch: Partial<MailDialogDto> = {}): MailDialogDto => ({
  partnerId: 3,
  partnerName: 'Boris',
  partnerLevel: 12,
  lastMessage: mailMessage(),
  unread: 0,
  partnerReadId: 0,
  blocked: false,
  ...patch,
});

export const forumTopic = (patch: Partial<ForumTopicDto> = {}): ForumTopicDto => ({
  id: 1,
  title: 'Where to find the nun?',
  theme: 'HELP',
  tags: ['nun'],
  pinned: false,
  clanId: null,
  guest: true,
  authorId: 3,
  authorName: 'Boris',
  createdAt: 1_700_000_000_000,
  lastActivityAt: 1_700_000_000_000,
  commentCount: 0,
  text: 'She is said to be past the third stair.',
  ...patch,
});

export const forumComment = (patch: Partial<ForumCommentDto> = {}): ForumCommentDto => ({
  id: 1,
  topicId: 1,
  authorId: 3,
  authorName: 'Boris',
  text: 'Past the birches.',
  time: 1_700_000_000_000,
  ...patch,
});
