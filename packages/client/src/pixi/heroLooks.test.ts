import { HEROES } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { HERO_LOOKS } from './heroLooks';

describe('hero portraits', () => {
  it('gives every hero of the content tables a look', () => {
    const missing = HEROES.map((h) => h.id).filter((id) => !(id in HERO_LOOKS));
    expect(missing).toEqual([]);
  });
});
