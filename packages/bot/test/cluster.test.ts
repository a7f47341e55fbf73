import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { api, stompDestination } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startCluster, type Cluster } from '../../../scripts/cluster/cluster.mjs';
import { connectStomp } from '../../server/test/stomp.js';
import { GameClient, runBot, type BotReport } from '../src/index.js';

// Three instances behind nginx on PostgreSQL and Redis, as an operator runs them. It needs
// PostgreSQL (the bot-pg run) and nginx, which CI installs; elsewhere it is skipped.
const onPostgres = process.env.HEROROAD_TEST_DB === 'postgres';
const nginx = findNginx();
if (onPostgres && !nginx && process.env.CI === 'true') {
  throw new Error('nginx is required under CI for the cluster tests (apt-get install nginx-light)');
}

/** A port with `count` free ports after it, for nginx and the instances. */
async function freePortRange(count: number): Promise<number> {
  for (;;) {
    const base = await new Promise<number>((done) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as AddressInfo;
        srv.close(() => done(port));
      });
    });
    if (base + count > 65000) continue;
    const free = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<boolean>((done) => {
            const srv = createServer()
              .once('error', () => done(false))
              .listen(base + 1 + i, '127.0.0.1', () => srv.close(() => done(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return base;
  }
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
});
