import { describe, expect, it } from 'vitest';
import { menuOf, overlayItem } from './entries';

describe('the menus read from the registrations', () => {
  it('stand in their order, scenes and overlays together', () => {
    expect(menuOf('road').map((i) => i.id)).toEqual([
      'creature',
      'backpack',
      'tasks',
      'bank',
      'arena',
      'clan',
      'music',
      'account',
      'help',
      'settings',
      'staff',
    ]);
    expect(menuOf('social').map((i) => i.id)).toEqual(['chat']);
    expect(menuOf('more').map((i) => i.id)).toEqual([
      'mail',
      'forum',
      'gifts',
      'rating',
      'factionShop',
      'market',
      'portalShop',
    ]);
  });

  it('give each button one place in its menu', () => {
    for (const place of ['road', 'social', 'more'] as const) {
      const orders = menuOf(place).map((i) => i.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('find the button of an overlay, and refuse an overlay no menu opens', () => {
    expect(overlayItem('settings')?.opens).toEqual({ overlay: 'settings' });
    expect(overlayItem('credits')).toBeUndefined();
  });
});
