// Helpers of the cluster chaos test: what the players were told was done, and the database's
// word on it afterwards.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { api } from '@heroroad/protocol';
import type PgModule from 'pg';

/** Calls the server acknowledged: won battles with gold paid, chat messages stored. */
export interface Acks {
  readonly battles: number[];
  readonly chats: number[];
  stop(): void;
}

/**
 * Watches the answers this process's clients get (they all use the global fetch) and notes each
 * acknowledged battle completion and chat message, whichever instance answered.
 */
export function watchAcks(): Acks {
  const real = globalThis.fetch;
  const battles: number[] = [];
  const chats: number[] = [];
  const chatSend = new RegExp(`^${api.chat.send.url.replace(':room', '[A-Z]+')}$`);
  globalThis.fetch = async (input, init) => {
    const res = await real(input, init);
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (!res.ok) return res;
    if (path === api.battle.complete.url) {
      const body = (await res.clone().json()) as {
        status: { battle: { id: number }; winnerReward?: { gold: number } | null };
      };
      if ((body.status.winnerReward?.gold ?? 0) > 0) battles.push(body.status.battle.id);
    } else if (chatSend.test(path)) {
      chats.push(((await res.clone().json()) as { id: number }).id);
    }
    return res;
  };
  return { battles, chats, stop: () => void (globalThis.fetch = real) };
}

/** A client of the cluster's PostgreSQL schema, as the instances see it. */
export async function clusterDb(schema: string) {
  // pg is the server's dependency; the bot reaches the database only in this test.
  const server = new URL('../../server/package.json', import.meta.url);
  const pg = createRequire(server)('pg') as typeof PgModule;
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  return client;
}

/** The processes a process started (tsx runs the server in a child of its own). */
function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

/** kill -9 of a process and every process under it, deepest first. */
export function killHard(pid: number): void {
  for (const child of childrenOf(pid)) killHard(child);
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Open STOMP connections of one instance, from its own /metrics. */
export async function connectionsOf(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('heroroad_realtime_connections '));
  return Number(line?.split(' ')[1] ?? NaN);
}
