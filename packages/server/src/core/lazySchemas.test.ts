import { describe, expect, it } from 'vitest';
import { LazySchemas } from './lazySchemas.js';

describe('schemas compiled when first used', () => {
  it('compiles a schema once, on its first use', () => {
    const schemas = new LazySchemas();
    let compiled = 0;
    const double = schemas.lazy(() => {
      compiled++;
      return (n: number) => n * 2;
    });
    expect([compiled, schemas.waiting]).toEqual([0, 1]);
    expect(double.get()(2)).toBe(4);
    expect(double.get()(5)).toBe(10);
    expect([compiled, schemas.waiting]).toEqual([1, 0]);
    expect(schemas.compileAll()).toBe(0);
  });

  it('compiles all the rest at once, and a failing one throws there', () => {
    const schemas = new LazySchemas();
    schemas.lazy(() => () => 1);
    schemas.lazy(() => () => 2);
    expect(schemas.compileAll()).toBe(2);
    schemas.lazy(() => {
      throw new Error('bad schema');
    });
    expect(() => schemas.compileAll()).toThrow('bad schema');
  });
});
