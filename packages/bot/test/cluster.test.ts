import { randomBytes } from 'node:crypto';
import { api, stompDestination } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findNginx,
  freePortRange,
  startCluster,
  type Cluster,
} from '../../../scripts/cluster/cluster.mjs';
import { connectStomp } from '../../server/test/stomp.js';
import { Bot, GameClient, isApiError, runBot, type BotReport } from '../src/index.js';
import { clusterDb, connectionsOf, killHard, watchAcks } from './chaos.js';

// Three instances behind nginx on PostgreSQL and Redis, as an operator runs them. It needs
// PostgreSQL (the bot-pg run) and nginx, which CI installs; elsewhere it is skipped.
const onPostgres = process.env.HEROROAD_TEST_DB === 'postgres';
const nginx = findNginx();
if (onPostgres && !nginx && process.env.CI === 'true') {
  throw new Error('nginx is required under CI for the cluster tests (apt-get install nginx-light)');
}

async function registered(url: string): Promise<{ client: GameClient; id: number; uuid: string }> {
  const client = new GameClient(url);
  const name = `Cl${randomBytes(4).toString('hex')}`;
  await client.openSession(api.security.register, {
    body: {
      name,
      password: 'cluster-pass-1',
      acceptPrivacy: true,
      acceptCookies: true,
      acceptAgreement: true,
    },
  });
  const info = await client.call(api.player.infoCurrent);
  return { client, id: info.player.id, uuid: info.clientUuid };
}

/** Playing ran to its end: no call failed (a refusal would have stopped the bot with its code). */
function playedThrough(report: BotReport): void {
  expect(report.stopReason).toBeNull();
  expect(report.reached).toBe(true);
}

describe.skipIf(!onPostgres || !nginx)('three instances behind nginx', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await startCluster({
      instances: 3,
      port: await freePortRange(4),
      quiet: true,
      source: true,
      schema: `t_cluster_${process.pid}_${randomBytes(3).toString('hex')}`,
      // The players start one new game after another from one address for as long as a restart
      // takes; the guest-start limit per address is not what these tests are about.
      env: { RATE_LIMIT: 'false' },
      // A Wednesday noon in Moscow: no weekly sale, no event, whatever day the suite runs on.
      clockAt: '2026-11-25T09:00:00Z',
    });
  }, 600_000);
  afterAll(() => cluster?.stop({ dropData: true }), 120_000);

  it('plays the road and delivers mail across instances through the load balancer', async () => {
    const b = await registered(cluster.url);
    const writers = [];
    for (let i = 0; i < 3; i++) writers.push(await registered(cluster.url));
    const stomp = await connectStomp(cluster.url, { token: b.client.token! });
    const inbox = stomp.subscribe(stompDestination.personal(b.uuid));
    await inbox.ready;
    // Round robin spreads these calls over the three instances; the push reaches b wherever
    // its socket is.
    for (const [i, a] of writers.entries()) {
      await a.client.call(api.mail.send, { params: { partner: b.id }, body: { text: `hi ${i}` } });
    }
    const bodies = [];
    for (let i = 0; i < 3; i++) bodies.push(JSON.parse((await inbox.next(60_000)).body));
    expect(bodies.map((m) => m.type)).toEqual(['MAIL_MESSAGE', 'MAIL_MESSAGE', 'MAIL_MESSAGE']);
    await stomp.disconnect();

    playedThrough(await runBot({ url: cluster.url, stairs: 2, maxWaitSeconds: 300 }));
  }, 600_000);

  it('restarts every instance in turn under play without a failed call', async () => {
    const b = await registered(cluster.url);
    const stomp = await connectStomp(cluster.url, { token: b.client.token! });
    // Two players start new games again and again for as long as the restart takes.
    let restarting = true;
    const play = async () => {
      const reports: BotReport[] = [];
      do reports.push(await runBot({ url: cluster.url, stairs: 2, maxWaitSeconds: 300 }));
      while (restarting);
      return reports;
    };
    const players = Promise.all([play(), play()]);
    const codes = await cluster.rollingRestart();
    restarting = false;
    // Each instance drained and exited by itself on SIGTERM.
    expect(codes).toEqual([0, 0, 0]);
    // Whichever instance held the socket told it to reconnect before going away.
    expect(await stomp.closed).toBe(1001);
    expect(stomp.errors.some((f) => f.headers.reconnect === 'true')).toBe(true);
    for (const report of (await players).flat()) playedThrough(report);
    await stomp.disconnect();
  }, 900_000);

  it('loses nothing acknowledged when an instance is killed under play', async () => {
    const acks = watchAcks();
    const db = await clusterDb(cluster.schema);
    let kills = 0;
    let stopPlay = false;
    try {
      // A watcher's socket, and the instance nginx gave it is the one to kill (an instance just
      // restarted by the test before may sit out nginx's fail timeout, so none is chosen ahead).
      const watcher = await registered(cluster.url);
      const counts = () => Promise.all(cluster.members.map((m) => connectionsOf(m.port)));
      const before = await counts();
      let socket = await connectStomp(cluster.url, { token: watcher.client.token! });
      let victim: (typeof cluster.members)[number] | undefined;
      for (let i = 0; i < 100 && !victim; i++) {
        const now = await counts();
        victim = cluster.members.find((_, k) => now[k]! > before[k]!);
        if (!victim) await new Promise((r) => setTimeout(r, 100));
      }
      if (!victim) throw new Error('the watcher’s socket is counted on no instance');

      // Writers of level 10 post to MAIN about once a second each (the chat's flood guard).
      const writers = [await registered(cluster.url), await registered(cluster.url)];
      await db.query('update player set level = 10 where id = any($1)', [writers.map((w) => w.id)]);
      // Cut off by the kill: 502 from nginx, or the connection reset under the call.
      const cutOff = (e: unknown) => isApiError(e) && [0, 502].includes(e.status);
      const write = async (w: { client: GameClient }) => {
        for (let n = 0; !stopPlay; n++) {
          try {
            await w.client.call(api.chat.send, {
              params: { room: 'MAIN' },
              body: { text: `c${n}` },
            });
          } catch (e) {
            // The writer goes on after a message the kill cut off.
            if (!cutOff(e)) throw e;
          }
          await new Promise((r) => setTimeout(r, 1100));
        }
      };
      // Players on the road; one cut off by the kill goes on with its session, as a browser does.
      const play = async () => {
        const reports: BotReport[] = [];
        const options = { url: cluster.url, stairs: 2, maxWaitSeconds: 300, log: () => undefined };
        let bot = new Bot(options);
        for (;;) {
          let report: BotReport | null = null;
          try {
            report = await bot.run();
          } catch (e) {
            // Cut off while opening the session: the same player, or a new guest, starts again.
            if (!cutOff(e)) throw e;
          }
          if (report) reports.push(report);
          if (report?.stopReason === null) {
            if (stopPlay) return reports;
            bot = new Bot(options);
          } else {
            expect(kills, report?.stopReason ?? 'cut off at the start').toBe(1);
            if (report) expect(report.stopReason).toMatch(/ 502 | 0 NETWORK_ERROR/);
            const token = bot.client.token;
            bot = new Bot(token ? { ...options, session: token } : options);
          }
        }
      };
      const load = Promise.all([play(), play(), ...writers.map(write)]);
      let failed: unknown = null;
      load.catch((e: unknown) => (failed = e));
      const waitUntil = async (what: string, check: () => boolean) => {
        const deadline = performance.now() + 300_000;
        while (!check()) {
          if (failed) throw failed;
          if (performance.now() > deadline) throw new Error(`${what} not within 300 s`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      await waitUntil(
        'three battles won and chat flowing',
        () => acks.battles.length >= 3 && acks.chats.length >= 4,
      );

      killHard(victim.child.pid!);
      kills = 1;
      const [battlesAtKill, chatsAtKill] = [acks.battles.length, acks.chats.length];
      // The watcher's socket dies with its instance; it reconnects through nginx and hears chat.
      await socket.closed;
      socket = await connectStomp(cluster.url, { token: watcher.client.token! });
      const main = socket.subscribe(stompDestination.broadcast());
      await main.ready;
      await waitUntil(
        'play going on after the kill',
        () => acks.battles.length >= battlesAtKill + 3 && acks.chats.length >= chatsAtKill + 4,
      );
      expect(JSON.parse((await main.next(30_000)).body).type).toBe('CHAT_MESSAGE');
      stopPlay = true;
      const [a, b] = await load;
      // Each player's last run went through to its goal.
      for (const reports of [a!, b!]) playedThrough(reports.at(-1)!);
      await socket.disconnect();

      // Every acknowledged reward and message is in the database.
      const paid = await db.query<{ reason: string }>(
        'select distinct reason from ledger_operation where reason = any($1)',
        [acks.battles.map((id) => `battle:${id}`)],
      );
      expect(paid.rows.length).toBe(new Set(acks.battles).size);
      const stored = await db.query('select id from chat_message where id = any($1)', [acks.chats]);
      expect(stored.rows.length).toBe(new Set(acks.chats).size);
    } finally {
      stopPlay = true;
      acks.stop();
      await db.end();
    }
  }, 900_000);
});
