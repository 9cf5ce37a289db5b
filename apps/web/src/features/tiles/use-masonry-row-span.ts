import { useLayoutEffect, useRef } from 'react';

/** Height of one implicit grid row in px; must match `grid-auto-rows` in tiles.css. */
export const MASONRY_ROW_PX = 8;

/** The height of an observed box, from the observation itself (reading it from the DOM would force a layout). */
const observedHeight = (entry: ResizeObserverEntry) => entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;

/**
 * Masonry on a CSS grid: the slot spans as many small rows as its content is tall, so tiles of
 * different heights pack without gaps while keeping their order left to right. A ResizeObserver
 * reports the first size after layout and before paint, and every change after, so rendering
 * the grid never forces a layout of its own. It starts observing in a layout effect, before the
 * first paint: started after it, the first frame would show every slot one row tall and move the
 * tiles below once measured (a layout shift Lighthouse counts on phones).
 */
export function useMasonryRowSpan<Slot extends HTMLElement, Inner extends HTMLElement>() {
  const slotRef = useRef<Slot>(null);
  const innerRef = useRef<Inner>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    const inner = innerRef.current;
    if (!slot || !inner) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) slot.style.gridRowEnd = `span ${Math.max(1, Math.ceil(observedHeight(entry) / MASONRY_ROW_PX))}`;
    });
    observer.observe(inner, { box: 'border-box' });
    return () => observer.disconnect();
  }, []);
  return { slotRef, innerRef };
}
