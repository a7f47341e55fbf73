import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findNginx,
  freePortRange,
  startCluster,
  type Cluster,
} from '../../scripts/cluster/cluster.mjs';
import { journeyClock, testClockEnv } from './clock';
import { shot, waitForScene, type RunningServer } from './harness';
import { fastestBlows, fight, fightToTheEnd, openGuardedPlace } from './play';
import { chatCapablePlayer, logIn, uniqueSuffix, type Player } from './players';
import { texts } from './texts';

// The chat and battle journeys in a browser through nginx in front of three instances, on
// PostgreSQL and Redis, as an operator runs them. Without PostgreSQL or nginx it is skipped
// (CI installs both, and there it must run).
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
    socket.once('timeout', () => (socket.destroy(), done(false)));
  });
}

const runs = findNginx() !== null && (await reachable(PG_URL));
if (!runs && process.env.CI === 'true')
  throw new Error('the cluster journey needs nginx and PostgreSQL under CI');

/** Open STOMP connections of each instance, from their own /metrics. */
async function socketsPerInstance(cluster: Cluster): Promise<number[]> {
  return Promise.all(
    cluster.members.map(async (m) => {
      const text = await (await fetch(`http://127.0.0.1:${m.port}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith('heroroad_realtime_connections '));
      return Number(line?.split(' ')[1] ?? NaN);
    }),
  );
}

const social = (p: Player) =>
  p.browser.page.getByRole('navigation', { name: p.t.chat.socialBar }).getByRole('button');

describe.skipIf(!runs)('chat and battle through nginx with three instances', () => {
  let cluster: Cluster;
  let alyona: Player;
  let boris: Player;

  beforeAll(async () => {
    const clock = journeyClock();
    cluster = await startCluster({
      instances: 3,
      port: await freePortRange(4),
      quiet: true,
      databaseUrl: PG_URL,
      schema: `e2e_cluster_${process.pid}_${randomBytes(3).toString('hex')}`,
      // Four connections an instance leave PostgreSQL's 100 to the suites running beside it.
      env: {
        RATE_LIMIT: 'false',
        DRAIN_GRACE_MS: '0',
        DATABASE_POOL_SIZE: '4',
        TEST_CLOCK: testClockEnv(clock),
      },
    });
    const server: RunningServer = {
      url: cluster.url,
      databaseUrl: cluster.databaseUrl,
      clock,
      stop: () => cluster.stop({ dropData: true }),
    };
    const suffix = uniqueSuffix();
    await chatCapablePlayer(server, `Alyona${suffix}`, 'ru');
    await chatCapablePlayer(server, `Boris${suffix}`, 'en');
    [alyona, boris] = await Promise.all([
      logIn(server, 'ru', `Alyona${suffix}`),
      logIn(server, 'en', `Boris${suffix}`),
    ]);
  });

  afterAll(async () => {
    await alyona?.browser.close();
    await boris?.browser.close();
    await cluster?.stop({ dropData: true });
  });

  it('exchanges a chat message between players on two instances, then plays a battle', async () => {
    // nginx spreads the sockets; Boris comes back until his lands beside no one.
    let counts = await socketsPerInstance(cluster);
    for (let i = 0; i < 8 && !(counts.filter((n) => n === 1).length === 2); i++) {
      await boris.browser.page.reload();
      await waitForScene(boris.browser.page, 'road');
      await boris.browser.page.locator('.social-bar[data-link="online"]').waitFor();
      await expect
        .poll(async () => (counts = await socketsPerInstance(cluster)).reduce((a, b) => a + b))
        .toBe(2);
    }
    expect(counts.filter((n) => n === 1)).toHaveLength(2);

    for (const p of [alyona, boris]) {
      await social(p).filter({ hasText: p.t.chat.menu }).click();
      await p.browser.page.getByRole('dialog', { name: p.t.chat.title }).waitFor();
    }
    const a = alyona.browser.page;
    const b = boris.browser.page;
    await b.getByText(boris.t.chat.empty).waitFor();
    const line = `Across the balancer ${randomBytes(3).toString('hex')}`;
    await a.getByPlaceholder(alyona.t.chat.placeholder).fill(line);
    await a.getByPlaceholder(alyona.t.chat.placeholder).press('Enter');
    await b.getByRole('dialog').getByText(line, { exact: true }).waitFor({ timeout: 10_000 });
    await shot(b, 'cluster-en-01-chat');
    await b.keyboard.press('Escape');

    await openGuardedPlace(b, boris.t);
    await fight(b, boris.t);
    await waitForScene(b, 'battle');
    // Four times faster: the journey is about the calls, not the show.
    await fastestBlows(b, boris.t, texts('en').fill);
    await fightToTheEnd(b, boris.t);
    await b.locator('.battle-result').waitFor();
    await shot(b, 'cluster-en-02-result');
    await b.getByRole('button', { name: boris.t.battle.result.collect }).click();
    await waitForScene(b, 'road');
    expect([...alyona.alerts, ...boris.alerts]).toEqual([]);
  });
});
