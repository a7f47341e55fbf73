import { api } from '@heroroad/protocol';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** Counts the statements run through a Kysely instance it is plugged into. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery: (args) => args.node,
    async transformResult(args) {
      this.count++;
      return args.result;
    },
  };
}

describe('a player view', () => {
  let s: TestServer;
  let playerId: number;

  beforeAll(async () => {
    s = await startTestServer();
    const trial = await s.trial('EN');
    playerId = trial.playerId;
    const chosen = await s.call(api.hero.choose, {
      token: trial.token,
      body: { heroId: 'hero_dobrynya' },
    });
    expect(chosen.status).toBe(200);
  });
  afterAll(() => s.close());

  it('reads heroes and markers once however many readers ask at the same moment', async () => {
    const counter = statementCounter();
    const db = s.server.db.kysely.withPlugin(counter);
    const view = s.server.kernel.players.view(playerId, db);
    const [all, squad, again, markers, markersAgain] = await Promise.all([
      view.heroes.all(),
      view.heroes.squad(),
      view.heroes.all(),
      view.markers.list(),
      view.markers.list(),
    ]);
    expect(counter.count).toBe(2);
    expect(all).toHaveLength(1);
    expect(squad.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(again).toBe(all);
    expect(markersAgain).toBe(markers);
    // A new view reads anew: nothing is kept past the answer it was made for.
    await s.server.kernel.players.view(playerId, db).heroes.all();
    expect(counter.count).toBe(3);
  });

  it('is made once for every part of a player answer', async () => {
    const views = vi.spyOn(s.server.kernel.players, 'view');
    try {
      const dto = await s.server.services.players.current(playerId);
      expect(views).toHaveBeenCalledTimes(1);
      expect(dto.creatures).toHaveLength(1);
      expect(dto.tasks.length).toBeGreaterThan(0);
    } finally {
      views.mockRestore();
    }
  });
});
