import { useCallback, useEffect, useState } from 'react';

/**
 * An index that advances every `intervalMs` through `count` items and wraps to the first after
 * the last. `goTo` jumps to an item and restarts the wait, so a chosen item gets its full time.
 */
export function useRotation(count: number, intervalMs: number, running: boolean) {
  const [state, setState] = useState({ index: 0, jumps: 0 });
  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setInterval(
      () => setState((current) => ({ ...current, index: (current.index + 1) % count })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
    // `jumps` restarts the interval after a jump.
  }, [count, intervalMs, running, state.jumps]);
  const goTo = useCallback(
    (index: number) => setState((current) => ({ index, jumps: current.jumps + 1 })),
    [],
  );
  return { index: state.index, goTo };
}
