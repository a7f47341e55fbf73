import { useCallback, useState } from 'react';
import { useLoadOnce } from '../../ui/useLoadOnce';

/**
 * Loads when `key` changes (and again on `reload`): the value, or failed. Answers that arrive
 * after the tab closed or the key moved on are dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string | number = '') {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useLoadOnce(
    load,
    (v) => {
      setValue(v);
      setFailed(false);
    },
    () => setFailed(true),
    // The round is the last part: two keys read alike only when key and round both match.
    `${key}:${round}`,
  );
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { value, setValue, failed, reload };
}
