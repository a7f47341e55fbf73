import { describe, expect, it } from 'vitest';
import { computeLayout } from './layout';

describe('computeLayout (SPEC §9)', () => {
  it('uses the desktop column on a wide window: width min(600, h/1.4)', () => {
    const l = computeLayout(1280, 700);
    expect(l.mode).toBe('desktop');
    expect(l.width).toBe(500);
    expect(l.virtualWidth).toBe(600);
    expect(l.virtualHeight).toBeCloseTo(700 / (500 / 600));
  });

  it('caps the desktop column at the reference width', () => {
    expect(computeLayout(1920, 1000).width).toBe(600);
  });

  it('switches to mobile when the height reaches 1.4 × the width', () => {
    expect(computeLayout(400, 559).mode).toBe('desktop');
    expect(computeLayout(400, 560).mode).toBe('mobile');
    const phone = computeLayout(390, 844);
    expect(phone.width).toBe(390);
    expect(phone.scale).toBeCloseTo(0.65);
  });
});
