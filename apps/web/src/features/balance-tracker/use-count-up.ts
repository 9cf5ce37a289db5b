import { useEffect, useState } from 'react';
import { useReducedMotion } from '../../ui/use-reduced-motion.ts';

/** docs/product/purchase.md#balance-tracker: the counters run 2 seconds. */
export const COUNT_UP_MS = 2_000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number counting up from 0 to `target` over 2 s once `delayMs` has passed, one step a frame;
 * the final value at once when the visitor asked for less motion. It starts again when `target`
 * changes. Whole numbers only: counts of cents or swipes.
 */
export function useCountUp(target: number, delayMs: number): number {
  const isReduced = useReducedMotion();
  // The value drawn last, with the target it was counting to: a new target starts again from 0.
  const [drawn, setDrawn] = useState({ target, value: 0 });

  useEffect(() => {
    if (isReduced) return undefined;
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / COUNT_UP_MS);
      setDrawn({ target, value: Math.round(target * easeOut(progress)) });
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [target, delayMs, isReduced]);

  if (isReduced) return target;
  return drawn.target === target ? drawn.value : 0;
}
