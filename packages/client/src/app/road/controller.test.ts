import { api } from '@heroroad/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../../testing/gameHarness';
import { testPlace } from '../../testing/roadFixtures';
import { roadController } from './controller';
import { eventually } from '../../testing/eventually';

afterEach(() => vi.useRealTimers());

function setup() {
  const t = createTestGame((req) => {
    if (req.path === api.road.ensure.url) {
      return json(200, {
        places: [testPlace()],
        tiles: [],
        educations: ['first_battle'],
        minCoordinate: 0,
        maxCoordinate: 99,
        controlType: 'DEFAULT',
        effect: null,
      });
    }
    return undefined;
  });
  t.game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99, creatures: [] })));
  const ensures = () => t.requests.filter((r) => r.path === api.road.ensure.url);
  return { ...t, ensures };
}

describe('the road controller', () => {
  it('loads the places around the player when the road opens', async () => {
    const { game, ensures } = setup();
    const detach = roadController(game);
    await eventually(() => expect(game.road.getState().places).toHaveLength(1));
    expect(ensures()).toHaveLength(1);
    expect(game.road.getState().educations).toEqual(['first_battle']);
    detach();
  });

  it('fetches again only when the camera leaves the loaded window', async () => {
    const { game, ensures } = setup();
    const detach = roadController(game);
    await eventually(() => expect(game.road.getState().loaded).not.toBeNull());
    game.bus.emit('road:camera', { coordinate: 60, span: 225 });
    await Promise.resolve();
    expect(ensures()).toHaveLength(1);
    game.bus.emit('road:camera', { coordinate: 400, span: 225 });
    await eventually(() => expect(game.road.getState().loaded).toEqual({ from: 40, to: 760 }));
    expect(ensures()).toHaveLength(2);
    detach();
  });

  it('opens a place card on a tap and closes it when the road is left', async () => {
    const { game } = setup();
    const detach = roadController(game);
    game.bus.emit('road:tap', { placeId: 7 });
    expect(game.road.getState().selectedId).toBe(7);
    detach();
    expect(game.road.getState().selectedId).toBeNull();
  });

  it('starts over on a side road: forgets the places, jumps and fetches anew', async () => {
    const { game, ensures } = setup();
    const detach = roadController(game);
    await eventually(() => expect(ensures()).toHaveLength(1));
    const jumped = vi.fn();
    game.bus.on('road:jump', jumped);
    game.applyPlayer(testPlayer({ maxCoordinate: 99, contextId: 5, coordinate: 30 }));
    expect(jumped).toHaveBeenCalledWith({ coordinate: 30 });
    expect(game.road.getState().contextId).toBe(5);
    await eventually(() => expect(ensures()).toHaveLength(2));
    detach();
  });
});
