import { useEffect, useState } from 'react';

/** The current time, updated at each minute boundary (one timer at a time, no polling). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = 60_000 - (now.getTime() % 60_000) + 50;
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}
