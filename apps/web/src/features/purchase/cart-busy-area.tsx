import { useIsMutating } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cartWriteKey } from './cart-queries.ts';
import { PURCHASE_TEXTS } from './purchase-texts.ts';
import '@commons/ui/query-state.css';

/** Whether a cart write of the site is running now. */
export function useIsCartBusy(siteId: number): boolean {
  return useIsMutating({ mutationKey: cartWriteKey(siteId) }) > 0;
}

/**
 * The products and cart while a cart call runs (docs/product/purchase.md#cart): inert and aria-busy under a spinner
 * that is announced (`label`: what is being done). Focus comes back to where it was when the call ends, or to `fallback` when
 * that element went (a deleted line).
 */
export function CartBusyArea({ siteId, fallback, label = PURCHASE_TEXTS.updating, children }: { siteId: number; fallback: () => HTMLElement | null; label?: string; children: ReactNode }) {
  const isBusy = useIsCartBusy(siteId);
  const areaRef = useRef<HTMLDivElement>(null);
  const focusedRef = useRef<HTMLElement | null>(null);
  const wasBusyRef = useRef(false);
  useLayoutEffect(() => {
    if (isBusy && !wasBusyRef.current) {
      const active = document.activeElement;
      focusedRef.current = active instanceof HTMLElement && areaRef.current?.contains(active) ? active : null;
    }
    let frame = 0;
    if (!isBusy && wasBusyRef.current) {
      const before = focusedRef.current;
      focusedRef.current = null;
      // A frame later: the call's answer (a deleted line gone) may reach the page after its end does.
      if (before)
        frame = requestAnimationFrame(() => {
          const isFocusLost = document.activeElement === null || document.activeElement === document.body;
          if (isFocusLost) (before.isConnected ? before : fallback())?.focus();
        });
    }
    wasBusyRef.current = isBusy;
    return () => cancelAnimationFrame(frame);
  }, [isBusy, fallback]);
  return (
    <div className="purchase-busy">
      <div ref={areaRef} className="purchase-busy__area" inert={isBusy} aria-busy={isBusy}>
        {children}
      </div>
      <div role="status" className={isBusy ? 'purchase-busy__overlay' : 'visually-hidden'}>
        {isBusy ? (
          <span className="purchase-busy__box">
            <span className="query-state__spinner" aria-hidden="true" />
            {label}
          </span>
        ) : null}
      </div>
    </div>
  );
}
