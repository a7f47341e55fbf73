import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order.js';

describe('inOrder', () => {
  const rows = () => [
    { id: 3, kind: 'b', at: 20 },
    { id: 1, kind: 'a_z', at: 20 },
    { id: 2, kind: 'B', at: 10 },
    { id: 4, kind: 'a', at: 20 },
  ];

  it('sorts by the first column, then the next among equals', () => {
    expect(inOrder(rows(), 'at', 'id').map((r) => r.id)).toEqual([2, 1, 3, 4]);
  });

  it('sorts a column downwards when asked', () => {
    expect(inOrder(rows(), 'at', ['id', 'desc']).map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(inOrder(rows(), ['id', 'desc']).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('orders strings by code units, as SQLite does, whatever the locale', () => {
    expect(inOrder(rows(), 'kind').map((r) => r.kind)).toEqual(['B', 'a', 'a_z', 'b']);
  });

  it('compares numbers by value, not as text', () => {
    const list = [{ n: 10 }, { n: 9 }, { n: 100 }];
    expect(inOrder(list, 'n').map((r) => r.n)).toEqual([9, 10, 100]);
  });
});
