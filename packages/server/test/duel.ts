import { api } from '@heroroad/protocol';
import { guestWithHero, setPlayer } from './game.js';
import type { TestServer } from './harness.js';

/** A player at `level` (duels need MULTI.minLevel) with a hero: token, id, name and level. */
export async function duellist(s: TestServer, level: number) {
  const g = await guestWithHero(s);
  await setPlayer(s, g.playerId, { level });
  const row = await s.testDb.db.kysely
    .selectFrom('player')
    .select('name')
    .where('id', '=', g.playerId)
    .executeTakeFirstOrThrow();
  return { ...g, name: row.name, level };
}

export type Duellist = Awaited<ReturnType<typeof duellist>>;

/** The host opens a challenge and the joiner takes it up: answers the duel's battle id. */
export async function startDuel(s: TestServer, host: Duellist, joiner: Duellist) {
  const duelId = (await s.call(api.battle.duelOpen, { token: host.token })).body.mine!.id;
  const joined = await s.call(api.battle.duelJoin, { token: joiner.token, body: { duelId } });
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  return joined.body.battle.id;
}
