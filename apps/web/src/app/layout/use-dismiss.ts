import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

interface DismissOptions {
  isOpen: boolean;
  close: () => void;
  /** The element that holds the button and the panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** Gets focus back when Escape closes the panel. */
  buttonRef: RefObject<HTMLElement | null>;
}

const isInside = (root: HTMLElement | null, node: EventTarget | null) => root !== null && node instanceof Node && root.contains(node);

/**
 * Closing rules of a disclosure panel: a click or tap outside closes it; Escape closes it and
 * returns focus to its button; focus leaving it (Tab past the end) closes it.
 */
export function useDismiss({ isOpen, close, rootRef, buttonRef }: DismissOptions) {
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(rootRef.current, event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close, rootRef]);

  return {
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    },
    onBlur(event: FocusEvent) {
      if (isOpen && event.relatedTarget !== null && !isInside(rootRef.current, event.relatedTarget)) close();
    },
  };
}
