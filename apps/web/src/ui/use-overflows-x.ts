import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element behind `ref` is narrower than what it holds, so it scrolls sideways: kept
 * true to the element's and its content's sizes as they change (a phone turned, fonts loaded).
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
