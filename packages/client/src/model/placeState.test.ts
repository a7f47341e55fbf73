import { describe, expect, it } from 'vitest';
import { testPlace } from '../testing/roadFixtures';
import { placeView, takesAfterVictory } from './placeState';

const reach = { stair: 1, battleStair: 1, minCoordinate: 0, maxCoordinate: 99 };

describe('placeView', () => {
  it('offers a fight at a guarded place, with its guards stair colour', () => {
    expect(placeView(testPlace(), reach)).toEqual({
      status: 'guarded',
      action: 'fight',
      danger: 'GREEN',
      needsHero: false,
    });
    const elite = testPlace({ guard: { stair: 3, elite: true, monsters: [] } });
    expect(placeView(elite, reach).danger).toBe('RED');
  });

  it('locks places beyond the walked road', () => {
    const v = placeView(testPlace({ coordinate: 110, stair: 2 }), reach);
    expect(v.status).toBe('locked');
    expect(v.action).toBeNull();
  });

  it('offers the action of each place type once its guards are gone', () => {
    const free = { guard: null, creatureId: null };
    const action = (placeType: string, patch = {}) =>
      placeView(testPlace({ ...free, placeType, ...patch }), reach).action;
    expect(action('RESOURCE')).toBe('take');
    expect(action('ARTIFACT')).toBe('take');
    expect(action('RUNE')).toBe('learn');
    expect(action('SKILL')).toBe('learn');
    expect(action('GAINABLE', { available: 5 })).toBe('collect');
    expect(action('TURN')).toBe('turn');
    expect(action('PORTAL')).toBe('portal');
    expect(action('TALKER')).toBe('talk');
    expect(action('SCRIPT')).toBe('watch');
    expect(action('POINTER')).toBe('read');
    expect(action('CUSTOM_PLACE')).toBe('drink');
  });

  it('asks which hero a rune or a stone of strength is for', () => {
    expect(placeView(testPlace({ placeType: 'RUNE', guard: null }), reach).needsHero).toBe(true);
  });

  it('has nothing to do at a taken place or an empty gainable', () => {
    expect(placeView(testPlace({ used: true }), reach)).toMatchObject({
      status: 'used',
      action: null,
    });
    const dry = testPlace({ placeType: 'GAINABLE', guard: null, available: 0 });
    expect(placeView(dry, reach)).toMatchObject({ status: 'empty', action: null });
  });

  it('takes the gift after a victory only when no choice is needed', () => {
    expect(takesAfterVictory(testPlace())).toBe(true);
    expect(takesAfterVictory(testPlace({ placeType: 'RUNE' }))).toBe(false);
  });
});
