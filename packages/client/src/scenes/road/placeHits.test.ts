import { Circle, Container } from 'pixi.js';
import { afterEach, describe, expect, it } from 'vitest';
import { exposePlaceHits, PLACE_HITS_HOOK, placeHits } from './placeHits';

const hook = () => (globalThis as Record<string, unknown>)[PLACE_HITS_HOOK];

describe("the road's place hits", () => {
  let off = () => undefined as void;
  afterEach(() => off());

  it('gives each place its tap circle in screen pixels, scaled and moved with the world', () => {
    const stage = new Container();
    stage.scale.set(0.5);
    const world = new Container();
    world.position.set(0, 200);
    stage.addChild(world);
    const place = new Container();
    place.label = 'place-7';
    place.position.set(100, -40);
    place.hitArea = new Circle(0, 0, 44);
    const scenery = new Container();
    scenery.label = 'tree';
    world.addChild(place, scenery);
    expect(placeHits(world, (id) => id === 7)).toEqual([
      { id: 7, x: 50, y: 80, r: 22, near: true },
    ]);
  });

  it('is on the page while the road lives, and gone after', () => {
    off = exposePlaceHits(() => []);
    expect(typeof hook()).toBe('function');
    off();
    expect(hook()).toBeUndefined();
  });
});
