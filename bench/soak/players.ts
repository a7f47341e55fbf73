// The soak's players: bots playing the whole game at a human pace, talking in the chat and
// writing letters, and every request they send timed per route group.
import { performance } from 'node:perf_hooks';
import { Bot, isApiError, type GameClient } from '@heroroad/bot';
import { api } from '@heroroad/protocol';
import { elapsed, MINUTES, SAMPLE_S, sleep, soak, THINK_MS } from './settings.js';

/** A person's pause between two actions: exponential around the mean, at most 4 means. */
const think = () => sleep(Math.min(4 * THINK_MS, -Math.log(1 - Math.random()) * THINK_MS));

export class SoakOver extends Error {}

// --- every request the bots send, timed per route group, at a human pace ---------------------
export interface Group {
  latencies: number[];
  windows: Map<number, number[]>;
}
export const groups = new Map<string, Group>();
export const errors = new Map<string, number>();
/** Requests counted so far (through the load balancer). */
export const counted = { requests: 0 };
const groupOf = (url: string) => {
  const path = new URL(url).pathname.split('/').filter(Boolean);
  return path[0] === 'api' ? (path[1] ?? 'api') : 'page';
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
  try {
    const res = await realFetch(input, init);
    const ms = performance.now() - at;
    let group = groups.get(g);
    if (!group) groups.set(g, (group = { latencies: [], windows: new Map() }));
    group.latencies.push(ms);
    const w = Math.floor(elapsed() / SAMPLE_S);
    group.windows.set(w, [...(group.windows.get(w) ?? []), ms]);
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
const playerIds: number[] = [];

export async function player(url: string, i: number): Promise<void> {
  // Each player plays the road (battles, heroes, shops, tasks, worlds, clans) and, beside it,
  // talks in the chat and writes to another player now and then; a restart of its instance
  // leaves it to go on with its session, as a browser tab does.
  let session: string | undefined;
  const name = `soak${process.pid % 10000}x${i}`;
  for (let round = 0; performance.now() < soak.deadline; round++) {
    const bot = new Bot({
      url,
      stairs: 400,
      name: round === 0 ? name : undefined,
      ...(session ? { session } : {}),
      maxWaitSeconds: MINUTES * 60,
      log: () => undefined,
    });
    const social = talk(bot.client, i);
    try {
      await bot.run();
    } catch (e) {
      if (!(e instanceof SoakOver))
        errors.set(
          `bot ${(e as Error).message.slice(0, 60)}`,
          1 + (errors.get(`bot ${(e as Error).message.slice(0, 60)}`) ?? 0),
        );
    }
    session = bot.client.token ?? session;
    await social.catch(() => undefined);
    if (performance.now() < soak.deadline) await sleep(5000);
  }
}

async function talk(client: GameClient, i: number): Promise<void> {
  while (performance.now() < soak.deadline) {
    await sleep(30_000 + Math.random() * 60_000);
    if (!client.token) continue;
    try {
      const me = await client.call(api.player.idCurrent, {});
      if (!playerIds.includes(me.id)) playerIds.push(me.id);
      const line = await client.call(api.chat.send, {
        params: { room: 'MAIN' },
        body: { text: `soak ${i} at ${Math.round(elapsed())} s` },
      });
      acknowledgedChat.push(line.id);
      const partner = playerIds[Math.floor(Math.random() * playerIds.length)];
      if (partner && partner !== me.id) {
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
