import { useEffect, useRef } from 'react';

/** Calls `advance` every `intervalMs` while `isRunning`; restarts the count whenever it resumes. */
export function useAutoplay(isRunning: boolean, advance: () => void, intervalMs: number): void {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);
  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [isRunning, intervalMs]);
}
