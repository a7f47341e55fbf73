import { describe, expect, it } from 'vitest';
import { mergeById, newestId, olderPage, removeById } from './feed';

const m = (id: number, text = `m${id}`) => ({ id, text });

describe('message lists', () => {
  it('keep each message once, oldest first, the latest copy winning', () => {
    const list = [m(3), m(5)];
    expect(mergeById(list, [m(4), m(5, 'again'), m(1)])).toEqual([m(1), m(3), m(4), m(5, 'again')]);
    expect(mergeById(list, [])).toBe(list);
    expect(removeById(list, 3)).toEqual([m(5)]);
    expect(newestId([])).toBe(0);
    expect(newestId(list)).toBe(5);
  });

  it('ask for the page after what is shown, 20 at a time', () => {
    expect(olderPage(0)).toEqual({ from: 0, to: 20 });
    expect(olderPage(23)).toEqual({ from: 23, to: 43 });
  });
});
