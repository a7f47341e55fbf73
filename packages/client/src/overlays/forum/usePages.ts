import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Identified } from '../../app/social/feed';

/** Adds a page below what is shown, in the server's order, each entry once. */
export function appendUnique<T extends Identified>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((e) => e.id));
  return [...list, ...page.filter((e) => !seen.has(e.id))];
}

type Status = 'loading' | 'ready' | 'failed';

interface PagesState<T> {
  readonly key: string;
  readonly items: readonly T[];
  readonly more: boolean;
  readonly status: Status;
}

/**
 * A list read page by page from the top (forum topics): the first page whenever `key` (the
 * filter) changes, the next one below on request.
 */
export function usePages<T extends Identified>(
  key: string,
  load: (from: number) => Promise<{ items: readonly T[]; more: boolean }>,
) {
  const blank = (status: Status): PagesState<T> => ({ key, items: [], more: false, status });
  const [state, setState] = useState<PagesState<T>>(() => blank('loading'));
  const [attempt, setAttempt] = useState(0);
  const view = state.key === key ? state : blank('loading');
  const loadRef = useRef(load);
  const countRef = useRef(view.items.length);
  // Before the shown list can be clicked: "more" right after a page lands asks for the next one.
  useLayoutEffect(() => {
    loadRef.current = load;
    countRef.current = view.items.length;
  });

  useEffect(() => {
    let live = true;
    loadRef.current(0).then(
      (page) => live && setState({ key, items: page.items, more: page.more, status: 'ready' }),
      () => live && setState({ key, items: [], more: false, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const loadMore = useCallback(async () => {
    const page = await loadRef.current(countRef.current);
    setState((s) =>
      s.key === key ? { ...s, items: appendUnique(s.items, page.items), more: page.more } : s,
    );
  }, [key]);

  /** Entries made here (a new comment) join the end; removed ones leave. */
  const add = useCallback(
    (item: T) =>
      setState((s) => (s.key === key ? { ...s, items: appendUnique(s.items, [item]) } : s)),
    [key],
  );
  const remove = useCallback(
    (id: number) =>
      setState((s) => (s.key === key ? { ...s, items: s.items.filter((e) => e.id !== id) } : s)),
    [key],
  );

  const retry = useCallback(() => {
    setState({ key, items: [], more: false, status: 'loading' });
    setAttempt((n) => n + 1);
  }, [key]);

  return { items: view.items, more: view.more, status: view.status, loadMore, add, remove, retry };
}
