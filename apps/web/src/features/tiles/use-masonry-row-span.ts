import { useLayoutEffect, useRef } from 'react';

/** Height of one implicit grid row in px; must match `grid-auto-rows` in tiles.css. */
export const MASONRY_ROW_PX = 8;

/**
 * Masonry on a CSS grid: the slot spans as many small rows as its content is tall, so tiles of
 * different heights pack without gaps while keeping their order left to right.
 */
export function useMasonryRowSpan<Slot extends HTMLElement, Inner extends HTMLElement>() {
  const slotRef = useRef<Slot>(null);
  const innerRef = useRef<Inner>(null);
  useLayoutEffect(() => {
    const slot = slotRef.current;
    const inner = innerRef.current;
    if (!slot || !inner) return;
    const update = () => {
      const rows = Math.max(1, Math.ceil(inner.getBoundingClientRect().height / MASONRY_ROW_PX));
      slot.style.gridRowEnd = `span ${rows}`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return { slotRef, innerRef };
}
