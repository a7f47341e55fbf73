import { useEffect, useRef } from 'react';

const ignore = () => undefined;

/**
 * Calls `load` when the screen mounts (and again each time `key` changes) and hands its answer to
 * `apply`, or its failure to `fail`. An answer arriving after the screen has closed, or after
 * `key` moved on, is dropped. The three functions are read as the screen last rendered them, so
 * callers may pass them inline.
 */
export function useLoadOnce<T>(
  load: () => Promise<T>,
  apply: (value: T) => void,
  fail: (error: unknown) => void = ignore,
  key: unknown = null,
): void {
  const latest = useRef({ load, apply, fail });
  useEffect(() => {
    latest.current = { load, apply, fail };
  });
  useEffect(() => {
    let live = true;
    latest.current.load().then(
      (value) => {
        if (live) latest.current.apply(value);
      },
      (error: unknown) => {
        if (live) latest.current.fail(error);
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
}
