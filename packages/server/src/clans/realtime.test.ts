import { api, stompDestination } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clanPlayer, foundClan } from '../../test/clans.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { connectStomp } from '../../test/stomp.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('the clan destination', () => {
  it("tells members what happened, and a kicked member's socket stops receiving within a second", async () => {
    const lead = await clanPlayer(s);
    const clanId = await foundClan(s, lead.token, 'Loud Hall');
    const member = await clanPlayer(s);
    await s.call(api.clan.invite, { token: lead.token, body: { playerId: member.playerId } });
    await s.call(api.clan.accept, { token: member.token, body: { clanId } });

    const leaderSocket = await connectStomp(s.url, { token: lead.token });
    const memberSocket = await connectStomp(s.url, { token: member.token });
    const heard = leaderSocket.subscribe(stompDestination.clan(clanId));
    const kickedHears = memberSocket.subscribe(stompDestination.clan(clanId));
    await Promise.all([heard.ready, kickedHears.ready]);

    await s.call(api.clan.donate, {
      token: member.token,
      body: { depositPortions: [{ type: 'GOLD', amount: 250 }] },
    });
    const donated = JSON.parse((await heard.next()).body) as {
      type: string;
      payload: { event: string; clanStat: { gold: number } };
    };
    expect(donated).toMatchObject({
      type: 'CLAN',
      payload: { event: 'DONATED_GOLD', clanStat: { gold: 250 } },
    });
    await kickedHears.next();

    const started = performance.now();
    await s.call(api.clan.participantAction, {
      token: lead.token,
      body: { playerId: member.playerId, type: 'KICK' },
    });
    await memberSocket.closed;
    // Closed by the kick itself, not by the sockets' periodic look (every 30 s).
    expect(performance.now() - started).toBeLessThan(15_000);
    const kicked = JSON.parse((await heard.next()).body) as {
      payload: { event: string; targetId: number };
    };
    expect(kicked.payload).toMatchObject({ event: 'KICKED', targetId: member.playerId });

    // Back again, the former member may not subscribe to the clan any more.
    const again = await connectStomp(s.url, { token: member.token });
    again.subscribe(stompDestination.clan(clanId));
    expect(await again.closed).toBeGreaterThan(1000);
    await leaderSocket.disconnect();
  });
});
