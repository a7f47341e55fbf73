// The soak's players: bots playing the whole game at a human pace, talking in the chat and
// writing letters, and every request they send timed per route group.
import { performance } from 'node:perf_hooks';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Bot, isApiError, type GameClient } from '@heroroad/bot';
import { api, type PlayerInfoDto } from '@heroroad/protocol';
import { LEVEL_GATES } from '@heroroad/rules';
import { holdSocket } from './sockets.js';
import {
  CHATTERS_EVERY,
  elapsed,
  MINUTES,
  root,
  SAMPLE_S,
  sleep,
  soak,
  THINK_MS,
} from './settings.js';

/** A person's pause between two actions: exponential around the mean, at most 4 means. */
const think = () => sleep(Math.min(4 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS));

export class SoakOver extends Error {}

// --- every request the bots send, timed per route group, at a human pace ---------------------
export interface Group {
  /** Times of the requests outside the kill windows (what the p99 target is about). */
  latencies: number[];
  /** Requests begun or ended while an instance was down or just back. */
  duringKills: number;
  windows: Map<number, number[]>;
}
export const groups = new Map<string, Group>();
export const errors = new Map<string, number>();
/** Requests counted so far (through the load balancer). */
export const counted = { requests: 0 };
/** A request's route: its path under /api with each id written `:id` (a page is `page`). */
const groupOf = (url: string) => {
  const path = new URL(url).pathname.split('/').filter(Boolean);
  if (path[0] !== 'api') return 'page';
  return path
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? ':id' : part))
    .join('/');
};
/** The fetch of the process, before the players' is metered: the soak's own calls use it. */
export const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!soak.front || !url.startsWith(soak.front)) return realFetch(input, init);
  if (performance.now() > soak.deadline) throw new SoakOver('the soak is over');
  await think();
  const g = groupOf(url);
  const at = performance.now();
  const begunInKill = elapsed() < soak.killWindowEnd;
  try {
    const res = await realFetch(input, init);
    const ms = performance.now() - at;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { latencies: [], duringKills: 0, windows: new Map() }));
    if (begunInKill || elapsed() < soak.killWindowEnd) group.duringKills++;
    else group.latencies.push(ms);
    const w = Math.floor(elapsed() / SAMPLE_S);
    const window = group.windows.get(w);
    if (window) window.push(ms);
    else group.windows.set(w, [ms]);
    counted.requests++;
    if (res.status >= 400) {
      const code = await res
        .clone()
        .json()
        .then(
          (b: unknown) => (b as { code?: string }).code ?? '',
          () => '',
        );
      // An instance killed mid-request leaves nginx a 502 for what it held (a POST is not
      // retried elsewhere): counted apart, as the kill's.
      const killed = res.status >= 500 && elapsed() < soak.killWindowEnd;
      const cause = `${killed ? 'kill: ' : ''}${res.status} ${g} ${code}`.trim();
      errors.set(cause, (errors.get(cause) ?? 0) + 1);
    }
    return res;
  } catch (e) {
    const cause = `network ${g} ${(e as Error).message.slice(0, 60)}`;
    errors.set(cause, (errors.get(cause) ?? 0) + 1);
    throw e;
  }
};

// --- the players -----------------------------------------------------------------------------
/** Ids of the chat lines the server acknowledged: each must be stored at the end. */
export const acknowledgedChat: number[] = [];
/** Players the operator raised to the chat's level, and the raises that failed (with why). */
export const chatters = { raised: 0, failed: [] as string[] };
const playerIds: number[] = [];

export async function player(url: string, i: number): Promise<void> {
  // Each player plays the road (battles, heroes, shops, tasks, worlds, clans) and, beside it,
  // holds a realtime socket, and one in CHATTERS_EVERY talks in the chat and writes to another
  // player now and then; a restart of its instance leaves it to go on with its session, as a
  // browser tab does.
  let session: string | undefined;
  let client: GameClient | undefined;
  const name = `soak${process.pid % 10000}x${i}`;
  const around = listen(() => client, i);
  for (let round = 0; performance.now() < soak.deadline; round++) {
    const bot = new Bot({
      url,
      stairs: 400,
      name: round === 0 ? name : undefined,
      ...(session ? { session } : {}),
      maxWaitSeconds: MINUTES * 60,
      // A wait for a timer ends with the soak: the next request then ends the bot.
      wait: (ms) => sleep(Math.max(0, Math.min(ms, soak.deadline - performance.now()))),
      log: () => undefined,
    });
    client = bot.client;
    try {
      await bot.run();
    } catch (e) {
      if (!(e instanceof SoakOver)) {
        const cause = `bot ${(e as Error).message.slice(0, 60)}`;
        errors.set(cause, 1 + (errors.get(cause) ?? 0));
      }
    }
    session = bot.client.token ?? session;
    if (performance.now() < soak.deadline) await sleep(5000);
  }
  await around;
}

/**
 * Once the player has a session: its socket, and for a chatter the operator's raise to the
 * chat's level (new players are below it), then its lines and letters.
 */
async function listen(current: () => GameClient | undefined, i: number): Promise<void> {
  let info: PlayerInfoDto | undefined;
  // The first session is a guest's until the bot registers its name, which ends it: asked again
  // with the session of the moment.
  while (!info) {
    if (performance.now() > soak.deadline) return;
    await sleep(2000);
    const client = current();
    if (!client?.token) continue;
    try {
      info = await client.call(api.player.infoCurrent, { query: {} });
    } catch (e) {
      if (e instanceof SoakOver) return;
      if (!isApiError(e)) throw e;
    }
  }
  const socket = holdSocket(() => current()?.token, info.clientUuid);
  if (i % CHATTERS_EVERY === 0 && (await raiseToChat(info.player.id)))
    await talk(current, i, info.player.id);
  await socket;
}

const execFileAsync = promisify(execFile);

/** The operator command that sets a player's level (written to the audit log, as any other). */
async function raiseToChat(id: number): Promise<boolean> {
  try {
    await execFileAsync(
      process.execPath,
      [
        join(root, 'packages/server/dist/cli/admin.js'),
        'set-level',
        `#${id}`,
        String(LEVEL_GATES.chat),
        '--reason',
        'soak: a player who talks in the chat',
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: soak.databaseUrl,
          LOG_LEVEL: 'warn',
          ...(soak.testClock ? { TEST_CLOCK: soak.testClock } : {}),
        },
      },
    );
    chatters.raised++;
    return true;
  } catch (e) {
    chatters.failed.push(((e as { stderr?: string }).stderr || (e as Error).message).slice(0, 200));
    return false;
  }
}

async function talk(current: () => GameClient | undefined, i: number, me: number): Promise<void> {
  if (!playerIds.includes(me)) playerIds.push(me);
  // The first line soon after the raise (a short run must hear one even on a busy machine), then
  // one every 30-90 s.
  for (let said = 0; performance.now() < soak.deadline; said++) {
    const pause = said === 0 ? 5_000 + Math.random() * 10_000 : 30_000 + Math.random() * 60_000;
    await sleep(Math.min(pause, soak.deadline - performance.now()));
    const client = current();
    if (performance.now() >= soak.deadline) return;
    if (!client?.token) continue;
    try {
      const line = await client.call(api.chat.send, {
        params: { room: 'MAIN' },
        body: { text: `soak ${i} at ${Math.round(elapsed())} s` },
      });
      acknowledgedChat.push(line.id);
      const partner = playerIds[Math.floor(Math.random() * playerIds.length)];
      if (partner && partner !== me) {
        await client.call(api.mail.send, {
          params: { partner },
          body: { text: `hello from soak player ${i}` },
        });
      }
    } catch (e) {
      if (e instanceof SoakOver) return;
      if (!isApiError(e)) throw e;
    }
  }
}
