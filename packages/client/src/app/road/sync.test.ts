import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../../testing/gameHarness';
import { CoordinateSender, applyRoadPlayer } from './sync';

afterEach(() => vi.useRealTimers());

function setup() {
  const t = createTestGame((req) => {
    if (req.path === api.road.coordinateSet.url) {
      const { coordinate } = req.body as { coordinate: number };
      return json(200, testPlayer({ coordinate }));
    }
    return undefined;
  });
  t.game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
  const sent = () =>
    t.requests.filter((r) => r.path === api.road.coordinateSet.url).map((r) => r.body);
  return { ...t, sent };
}

describe('sending the coordinate while walking', () => {
  it('sends at most once per interval, always the latest coordinate', async () => {
    vi.useFakeTimers();
    const { game, sent } = setup();
    const sender = new CoordinateSender(game, 400);
    for (let c = 1; c <= 6; c++) sender.walked(c);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([{ coordinate: 6, contextId: 0 }]);
    for (let c = 7; c <= 12; c++) {
      sender.walked(c);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(sent()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(sent()).toEqual([
      { coordinate: 6, contextId: 0 },
      { coordinate: 12, contextId: 0 },
    ]);
  });

  it('sends at once before an action, cancelling the wait', async () => {
    vi.useFakeTimers();
    const { game, sent } = setup();
    const sender = new CoordinateSender(game, 400);
    sender.walked(3);
    await vi.advanceTimersByTimeAsync(0);
    sender.walked(8);
    const player = await sender.flush(10);
    expect(player?.coordinate).toBe(10);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent().map((b) => (b as { coordinate: number }).coordinate)).toEqual([3, 10]);
  });
});

describe('taking in a walking player', () => {
  it('takes a coordinate change quietly but tells scenes about anything else', () => {
    const { game } = setup();
    const changed = vi.fn();
    game.bus.on('player:changed', changed);
    applyRoadPlayer(game, testPlayer({ maxCoordinate: 99, coordinate: 5 }));
    expect(game.player.getState().player?.coordinate).toBe(5);
    expect(changed).not.toHaveBeenCalled();
    applyRoadPlayer(game, testPlayer({ maxCoordinate: 99, coordinate: 120, stair: 2 }));
    expect(changed).toHaveBeenCalledOnce();
  });
});

describe('the last step and the action', () => {
  it('send one coordinate once, not twice', async () => {
    vi.useFakeTimers();
    const { game, sent } = setup();
    const sender = new CoordinateSender(game, 400);
    sender.walked(20);
    await vi.advanceTimersByTimeAsync(0);
    await sender.flush(20);
    expect(sent()).toEqual([{ coordinate: 20, contextId: 0 }]);
  });
});
