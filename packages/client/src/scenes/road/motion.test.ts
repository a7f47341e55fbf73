import { describe, expect, it } from 'vitest';
import { Camera, LOOK_AHEAD, Walk } from './motion';

describe('the squad walking', () => {
  it('walks at its speed, reporting each new whole coordinate, and arrives', () => {
    const walk = new Walk(0);
    walk.go(10);
    expect(walk.step(100, 40)).toEqual({ newCoordinate: true, arrived: null });
    expect(walk.position).toBeCloseTo(4);
    expect(walk.step(100, 40).newCoordinate).toBe(true);
    expect(walk.step(1000, 40)).toEqual({ newCoordinate: true, arrived: 10 });
    expect(walk.walking).toBe(false);
    expect(walk.step(100, 40)).toEqual({ newCoordinate: false, arrived: null });
  });

  it('walks back down the road too, and jumps without walking', () => {
    const walk = new Walk(50);
    walk.go(40);
    walk.step(100, 50);
    expect(walk.position).toBeCloseTo(45);
    walk.jump(300);
    expect(walk.position).toBe(300);
    expect(walk.walking).toBe(false);
  });
});

describe('the camera', () => {
  it('follows the squad a little ahead', () => {
    const camera = new Camera(0);
    for (let i = 0; i < 100; i++) camera.follow(100, 16);
    expect(camera.coordinate).toBeCloseTo(100 + LOOK_AHEAD, 1);
  });

  it('stays where a drag left it until released, within bounds', () => {
    const camera = new Camera(100);
    camera.drag(40, 0, 199);
    expect(camera.coordinate).toBe(110);
    camera.follow(0, 1000);
    expect(camera.coordinate).toBe(110);
    camera.drag(10_000, 0, 199);
    expect(camera.coordinate).toBe(199);
    camera.release();
    camera.follow(0, 10_000);
    expect(camera.coordinate).toBeCloseTo(LOOK_AHEAD);
  });
});
