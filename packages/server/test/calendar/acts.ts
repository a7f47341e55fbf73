import { api } from '@heroroad/protocol';
import { TUTORIAL_DONE } from '@heroroad/rules';
import { ledgerKey } from '../../src/economy/keys.js';
import type { TestServer } from '../harness.js';

let acts = 0;

/**
 * What a player did on the road at the server's current time, as the road records it in the
 * ledger that tasks count from: a won battle pays under `battle:<id>:reward`, a resource place
 * under the reason `place:<id>`.
 */
export async function act(
  s: TestServer,
  playerId: number,
  what: 'WIN_BATTLE' | 'TAKE_PLACE',
  times = 1,
): Promise<void> {
  await s.server.kernel.players.withPlayer(playerId, async (u) => {
    for (let i = 0; i < times; i++) {
      const n = ++acts;
      await u.wallet.grant(
        { GOLD: 1 },
        what === 'WIN_BATTLE'
          ? { reason: 'battle', key: ledgerKey('battle', `calendar${n}`, 'reward') }
          : { reason: `place:${n}`, key: ledgerKey('place', `calendar${n}`) },
      );
    }
  });
}

/** Past the tutorial, so task rewards may be taken. */
export async function graduate(s: TestServer, playerId: number): Promise<void> {
  await s.testDb.db.kysely
    .insertInto('player_marker')
    .values({ player_id: playerId, marker: TUTORIAL_DONE, created_at: s.clock() })
    .execute();
}

/** The player's tasks as the tasks screen lists them, and taking one. */
export function taskBoard(s: TestServer, token: () => string) {
  const list = async () => (await s.call(api.story.tasks, { token: token() })).body;
  const task = async (id: number) => (await list()).tasks.find((t) => t.id === id);
  const take = async (id: number) => {
    const r = await s.call(api.story.taskTake, { token: token(), params: { id } });
    return r.status === 200 ? 200 : (r.body.code ?? r.status);
  };
  return { list, task, take };
}
