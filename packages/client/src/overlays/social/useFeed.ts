import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  mergeById,
  newestId,
  olderPage,
  removeById,
  type FeedSource,
  type Identified,
} from '../../app/social/feed';

type Status = 'loading' | 'ready' | 'failed';

interface FeedState<T> {
  readonly key: string;
  readonly items: readonly T[];
  /** Older messages exist beyond the shown ones. */
  readonly more: boolean;
  readonly status: Status;
}

const fresh = <T>(key: string, status: Status = 'loading'): FeedState<T> => ({
  key,
  items: [],
  more: false,
  status,
});

/**
 * A paged message list that stays current: the newest page when `key` (room or dialog) changes,
 * older pages on request, live messages added as they arrive, and after every reconnection
 * (`generation`) whatever came while the link was down — or the newest page again when that was
 * more than a page.
 */
export function useFeed<T extends Identified>(
  key: string,
  source: FeedSource<T>,
  generation: number,
) {
  const [state, setState] = useState<FeedState<T>>(() => fresh(key));
  const [attempt, setAttempt] = useState(0);
  const view = state.key === key ? state : fresh<T>(key);
  const sourceRef = useRef(source);
  const itemsRef = useRef(view.items);
  // Before the shown list can be clicked: "show earlier" right after a page lands must ask for
  // the page after it, not for the newest page again (a passive effect may run after the click).
  useLayoutEffect(() => {
    sourceRef.current = source;
    itemsRef.current = view.items;
  });

  // Updates that belong to another key (a late answer after switching rooms) are dropped.
  const update = useCallback(
    (change: (s: FeedState<T>) => Partial<FeedState<T>>) =>
      setState((s) => (s.key === key ? { ...s, ...change(s) } : s)),
    [key],
  );

  const reload = useCallback(
    () =>
      sourceRef.current.page(olderPage(0)).then((page) => {
        setState({ key, items: mergeById([], page.items), more: page.more, status: 'ready' });
      }),
    [key],
  );

  useEffect(() => {
    let live = true;
    sourceRef.current.page(olderPage(0)).then(
      (page) => {
        if (live) {
          setState({ key, items: mergeById([], page.items), more: page.more, status: 'ready' });
        }
      },
      () => live && setState(fresh(key, 'failed')),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const catchUp = useCallback(async () => {
    const page = await sourceRef.current.latest(newestId(itemsRef.current));
    if (page.more) await reload();
    else update((s) => ({ items: mergeById(s.items, page.items) }));
  }, [reload, update]);

  const seenGeneration = useRef(generation);
  useEffect(() => {
    if (seenGeneration.current === generation) return;
    seenGeneration.current = generation;
    // Best effort: a failure leaves the list as it was until the next reconnection.
    catchUp().catch(() => undefined);
  }, [generation, catchUp]);

  const loadOlder = useCallback(async () => {
    const page = await sourceRef.current.page(olderPage(itemsRef.current.length));
    update((s) => ({ items: mergeById(s.items, page.items), more: page.more }));
  }, [update]);

  const add = useCallback(
    (items: readonly T[]) => update((s) => ({ items: mergeById(s.items, items) })),
    [update],
  );
  const remove = useCallback(
    (id: number) => update((s) => ({ items: removeById(s.items, id) })),
    [update],
  );
  const retry = useCallback(() => {
    setState(fresh(key));
    setAttempt((n) => n + 1);
  }, [key]);

  return {
    items: view.items,
    more: view.more,
    status: view.status,
    loadOlder,
    catchUp,
    add,
    remove,
    retry,
  };
}
