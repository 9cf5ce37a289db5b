import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { Site } from '@commons/contract';
import { isLandingModalDismissed } from './landing-modal-cookie.ts';

/** Spec 01 §9: the landing modal opens 3000 ms after the home loads. */
export const LANDING_MODAL_DELAY_MS = 3000;

// The dialog and its picture load when it is due, not with the home: the home's first render does
// not lay out a closed dialog or fetch its picture beside the carousel's. If its code cannot be
// fetched (the connection dropped), the visitor simply gets no message, not a broken page.
const LandingModalDialog = lazy(async (): Promise<{ default: ComponentType<{ site: Site }> }> => {
  try {
    return { default: (await import('./landing-modal-dialog.tsx')).LandingModalDialog };
  } catch {
    return { default: () => null };
  }
});

/** The site's landing message (spec 01 "Landing modal"), 3000 ms after the home loads, until dismissed. */
export function LandingModal({ site }: { site: Site }) {
  const [isWanted] = useState(() => site.display_landing_modal && !isLandingModalDismissed(site.id));
  const [isDue, setIsDue] = useState(false);

  useEffect(() => {
    if (!isWanted) return;
    const timer = window.setTimeout(() => setIsDue(true), LANDING_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isWanted]);

  if (!isWanted || !isDue) return null;
  return (
    <Suspense fallback={null}>
      <LandingModalDialog site={site} />
    </Suspense>
  );
}
