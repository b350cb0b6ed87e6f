import { useEffect, useState } from 'react';

/**
 * Counts from 0 to `target` in `steps` equal steps, one every `stepMs`, once `start` turns true
 * (and never again). With `instant` (reduced motion) it shows the target at once.
 */
export function useCountUp(
  target: number,
  {
    start,
    steps,
    stepMs,
    instant,
  }: { start: boolean; steps: number; stepMs: number; instant: boolean },
): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!start || instant) return;
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= steps) window.clearInterval(timer);
        return Math.min(current + 1, steps);
      });
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [start, instant, steps, stepMs]);
  if (instant) return target;
  return Math.round((target * step) / steps);
}
