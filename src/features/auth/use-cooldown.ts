import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds after `start()`. It counts against a deadline rather than ticks,
 * because browsers slow timers down in background tabs and the count would fall behind.
 */
export function useCooldown(seconds: number) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, [seconds]);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
