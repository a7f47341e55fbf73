import { useEffect, useState } from 'react';

/** Re-renders every second while a countdown is shown; answers the clock now. */
export function useTicking(active: boolean, now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(id);
  }, [active, now]);
  return time;
}
