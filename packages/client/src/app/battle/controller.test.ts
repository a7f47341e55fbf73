import { api } from '@heroroad/protocol';
import { describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  testInfo,
  testPlayer,
  type Recorded,
} from '../../testing/gameHarness';
import { testMove, testStatus } from '../../testing/roadFixtures';
import { battleController } from './controller';
import { hit, toggleAbility } from './flows';
import { eventually } from '../../testing/eventually';

const precalc = {
  moves: [],
  damage: 12,
  defenderHealthAfter: 76,
  attackerHealthAfter: 130,
  kills: false,
  ability: null,
  totalDamage: 12,
  killed: [],
  healed: 0,
  shield: 0,
  answer: { attackerId: -1, defenderId: 1 },
};

function setup(answer: (req: Recorded) => Response | undefined = () => undefined) {
  const t = createTestGame((req) => {
    const given = answer(req);
    if (given) return given;
    if (req.path === api.battle.precalculate.url) return json(200, precalc);
    if (req.path === api.battle.hit.url) {
      return json(
        200,
        testStatus({
          moves: [
            testMove({ moveNumber: 2 }),
            testMove({ moveNumber: 3, kind: 'TURN', team: 1, targetId: null }),
          ],
          offset: 3,
        }),
      );
    }
    return undefined;
  });
  t.game.applyInfo(testInfo(testPlayer({ battleId: 9 })));
  t.game.battle.getState().show(testStatus(), 'animate');
  const detach = battleController(t.game);
  // The scene has shown the first status.
  t.game.bus.emit('battle:idle', { seq: t.game.battle.getState().seq });
  const paths = () => t.requests.map((r) => r.path);
  return { ...t, detach, paths };
}

describe('the battle controller', () => {
  it('takes the turn even when the scene handed back before the controller arrived', () => {
    // A slow device: the scene showed the first moves while the controller's code was loading.
    const t = createTestGame(() => undefined);
    t.game.applyInfo(testInfo(testPlayer({ battleId: 9 })));
    t.game.battle.getState().show(testStatus(), 'animate');
    t.game.bus.emit('battle:idle', { seq: t.game.battle.getState().seq });
    const detach = battleController(t.game);
    expect(t.game.battle.getState().shownSeq).toBe(t.game.battle.getState().seq);
    expect(t.game.battle.getState().attackerId).toBe(1);
    detach();
  });

  it('stands the first able hero ready once the scene is idle', () => {
    const { game, detach } = setup();
    expect(game.battle.getState().attackerId).toBe(1);
    detach();
  });

  it('previews a hit on the first tap of a foe and strikes on the second, with the offset', async () => {
    const { game, requests, detach } = setup();
    game.bus.emit('battle:tap', { creatureId: -1 });
    await eventually(() => expect(game.battle.getState().preview?.damage).toBe(12));
    expect(requests.at(-1)).toMatchObject({ body: { attackerId: 1, defenderId: -1 } });
    game.bus.emit('battle:tap', { creatureId: -1 });
    await eventually(() => expect(game.battle.getState().status?.offset).toBe(3));
    expect(requests.at(-1)).toMatchObject({
      path: api.battle.hit.url,
      body: { attackerId: 1, defenderId: -1, offset: 1 },
    });
    // A new status clears the pair; it is shown before anything else may be tapped.
    expect(game.battle.getState().preview).toBeNull();
    detach();
  });

  it('turns on the hero ability, previews it on the hero itself and sends it with the hit', async () => {
    const { game, requests, detach } = setup();
    // Dobrynya's shield wall needs no target: the preview comes at once.
    await toggleAbility(game);
    expect(game.battle.getState().ability).toBe(true);
    expect(requests.at(-1)).toMatchObject({
      path: api.battle.precalculate.url,
      body: { attackerId: 1, defenderId: 1, ability: true },
    });
    await eventually(() => expect(game.battle.getState().preview).not.toBeNull());
    await hit(game);
    expect(requests.at(-1)).toMatchObject({
      path: api.battle.hit.url,
      body: { attackerId: 1, defenderId: 1, ability: true, offset: 1 },
    });
    detach();
  });

  it('ignores taps while the scene is still showing moves', () => {
    const { game, paths, detach } = setup();
    game.battle.getState().show(testStatus({ offset: 1 }), 'animate');
    game.bus.emit('battle:tap', { creatureId: -1 });
    expect(paths()).not.toContain(api.battle.precalculate.url);
    detach();
  });

  it('uses an armed consumable on a valid target only', async () => {
    const { game, requests, detach } = setup((req) =>
      req.path === api.battle.useConsumable.url ? json(200, testStatus({ offset: 2 })) : undefined,
    );
    game.battle.getState().choose({ armed: 'scroll_perun' });
    game.bus.emit('battle:tap', { creatureId: 1 });
    expect(requests.some((r) => r.path === api.battle.useConsumable.url)).toBe(false);
    game.bus.emit('battle:tap', { creatureId: -1 });
    await eventually(() =>
      expect(requests.at(-1)).toMatchObject({ body: { id: 'scroll_perun', targetCreatureId: -1 } }),
    );
    detach();
  });

  it('takes a worn ward off when the egg is armed again on its hero', async () => {
    const warded = testStatus();
    warded.battle.creatures[0] = { ...warded.battle.creatures[0]!, ward: 'ward_egg' };
    const { game, requests, detach } = setup((req) =>
      req.path === api.battle.removeConsumable.url
        ? json(200, testStatus({ offset: 2 }))
        : undefined,
    );
    game.battle.getState().show(warded, 'animate');
    game.bus.emit('battle:idle', { seq: game.battle.getState().seq });
    game.battle.getState().choose({ armed: 'ward_egg' });
    game.bus.emit('battle:tap', { creatureId: 1 });
    await eventually(() =>
      expect(requests.at(-1)).toMatchObject({
        path: api.battle.removeConsumable.url,
        body: { id: 'ward_egg', targetCreatureId: 1 },
      }),
    );
    detach();
  });

  it('closes a finished battle once its last move has been shown', async () => {
    const done = testStatus({
      battleState: 'COMPLETED',
      winnerReward: { gold: 9, exp: 6, resources: {} },
    });
    const { game, detach } = setup((req) =>
      req.path === api.battle.complete.url
        ? json(200, { player: testPlayer({ gold: 109 }), status: done })
        : undefined,
    );
    game.battle.getState().show(done, 'animate');
    expect(game.battle.getState().completed).toBeNull();
    game.bus.emit('battle:idle', { seq: game.battle.getState().seq });
    await eventually(() => expect(game.battle.getState().completed?.status).toEqual(done));
    expect(game.player.getState().player?.gold).toBe(109);
    detach();
  });

  it('catches up when the server says the view was stale', async () => {
    const { game, requests, detach } = setup((req) => {
      if (req.path === api.battle.hit.url) return json(409, { code: 'CONFLICT', message: 'stale' });
      if (req.path === api.battle.movesSublist.url) return json(200, testStatus({ offset: 5 }));
      return undefined;
    });
    game.battle
      .getState()
      .choose({ defenderId: -1, preview: { ...precalc, attackerId: 1, defenderId: -1 } });
    game.bus.emit('battle:tap', { creatureId: -1 });
    await eventually(() => expect(game.battle.getState().status?.offset).toBe(5));
    expect(requests.at(-1)).toMatchObject({
      path: api.battle.movesSublist.url,
      body: { offset: 1 },
    });
    detach();
  });

  it('fetches every move from the first after a reload', async () => {
    const t = createTestGame((req) =>
      req.path === api.battle.movesSublist.url ? json(200, testStatus({ offset: 14 })) : undefined,
    );
    t.game.applyInfo(testInfo(testPlayer({ battleId: 9 })));
    const detach = battleController(t.game);
    await eventually(() => expect(t.game.battle.getState().status?.offset).toBe(14));
    expect(t.requests[0]).toMatchObject({ path: api.battle.movesSublist.url, body: { offset: 0 } });
    expect(t.game.battle.getState().replay).toBe('fast');
    detach();
  });
});
