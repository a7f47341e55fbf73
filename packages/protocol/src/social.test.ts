import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { api } from './index.js';
import {
  NOTIFICATION_PAYLOADS,
  NOTIFICATION_TYPES,
  RealtimeNotification,
  STOMP_DESTINATIONS,
  stompDestination,
} from './schemas/realtime.js';

describe('realtime contract', () => {
  it('has one payload schema and one union arm per notification type', () => {
    const types = NOTIFICATION_TYPES;
    expect(Object.keys(NOTIFICATION_PAYLOADS).sort()).toEqual([...types].sort());
    const arms = RealtimeNotification.anyOf.map(
      (arm) =>
        (arm as unknown as { properties: { type: { const: string } } }).properties.type.const,
    );
    expect(arms.sort()).toEqual([...types].sort());
  });

  it('accepts a chat notification and refuses a mismatched payload', () => {
    const message = {
      id: 1,
      room: 'MAIN',
      time: 0,
      clanId: null,
      toId: null,
      toName: null,
      authorId: 2,
      authorName: 'Herald',
      authorLevel: 10,
      authorRole: 'player',
      text: '<b>hi</b>',
    };
    expect(Value.Check(RealtimeNotification, { type: 'CHAT_MESSAGE', payload: message })).toBe(
      true,
    );
    expect(Value.Check(RealtimeNotification, { type: 'MAIL_MESSAGE', payload: message })).toBe(
      false,
    );
  });

  it('builds the destinations of SPEC §7', () => {
    expect(stompDestination.broadcast()).toBe('/stomp/broadcast');
    expect(stompDestination.personal('u-1')).toBe(`${STOMP_DESTINATIONS.personalPrefix}u-1`);
    expect(stompDestination.clan(7)).toBe('/stomp/clan/7');
  });
});

describe('social endpoints', () => {
  it('are unique by method and path and all declare access', () => {
    const all = [api.chat, api.mail, api.forum].flatMap((group) => Object.values(group));
    const keys = all.map((e) => `${e.method} ${e.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of all) expect(['PUBLIC', 'TRIAL', 'PLAYER', 'MODERATOR']).toContain(e.access);
  });

  it('keep the paths of SPEC §7', () => {
    expect(api.chat.list.url).toBe('/api/chat/:room/list');
    expect(api.chat.latest.url).toBe('/api/chat/:room/list/latest');
    expect(api.chat.send.url).toBe('/api/chat/:room/send');
    expect(api.chat.deleteMessage.url).toBe('/api/chat/:room/message/:id/delete');
    expect(api.mail.list.url).toBe('/api/mail/list');
    expect(api.mail.dialogList.url).toBe('/api/mail/dialog/:partner/list');
    expect(api.mail.dialogLatest.url).toBe('/api/mail/dialog/:partner/list/latest');
    expect(api.mail.send.url).toBe('/api/mail/dialog/:partner/send');
    expect(api.mail.block.url).toBe('/api/mail/block/:id');
    expect(api.mail.unblock.url).toBe('/api/mail/unblock/:id');
  });
});
