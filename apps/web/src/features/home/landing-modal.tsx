import { Suspense, useEffect, useState } from 'react';
import type { Site } from '@commons/contract';
import { lazyOr } from '@commons/ui/lazy-or.ts';
import { isLandingModalDismissed } from './landing-modal-cookie.ts';

/** docs/product/site.md#landing-modal: the landing modal opens 3000 ms after the home loads. */
export const LANDING_MODAL_DELAY_MS = 3000;

// The dialog and its picture load when it is due, not with the home: the home's first render does
// not lay out a closed dialog or fetch its picture beside the carousel's. If they cannot be
// fetched, the visitor simply gets no message.
const LandingModalDialog = lazyOr(async () => (await import('./landing-modal-dialog.tsx')).LandingModalDialog, () => null);

/** The site's landing message (docs/product/site.md#landing-modal), 3000 ms after the home loads, until dismissed. */
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
