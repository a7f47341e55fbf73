import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Loads when `key` changes (and again on `reload`): the value, or failed. Answers that arrive
 * after the tab closed or the key moved on are dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | number = '') {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    let live = true;
    latest.current().then(
      (v) => {
        if (!live) return;
        setValue(v);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { value, setValue, failed, reload };
}
