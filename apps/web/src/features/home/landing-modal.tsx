import { useEffect, useRef, useState } from 'react';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { Icon } from '../../ui/icons/icon.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { isLandingModalDismissed, rememberLandingModalDismissed } from './landing-modal-cookie.ts';
import './landing-modal.css';

/** Spec 01 §9: the landing modal opens 3000 ms after the home loads. */
export const LANDING_MODAL_DELAY_MS = 3000;
export const DEFAULT_LANDING_MODAL_IMAGE = 'landing-modal-default.svg';

/**
 * The site's landing message (spec 01 "Landing modal"): a native modal dialog, so focus moves in,
 * Escape closes it and focus returns. Closing it in any way sets a cookie that keeps it away.
 */
export function LandingModal({ site }: { site: Site }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isWanted] = useState(() => site.display_landing_modal && !isLandingModalDismissed(site.id));

  useEffect(() => {
    if (!isWanted) return;
    const timer = window.setTimeout(() => {
      const dialog = dialogRef.current;
      if (dialog && !dialog.open) dialog.showModal();
    }, LANDING_MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isWanted]);

  if (!isWanted) return null;
  const image = site.landing_modal_filename?.trim() || DEFAULT_LANDING_MODAL_IMAGE;
  return (
    <dialog
      ref={dialogRef}
      className="landing-modal"
      aria-label={`A message from ${site.name} Dining`}
      onClose={() => rememberLandingModalDismissed(site.id)}
    >
      <form method="dialog" className="landing-modal__close-form">
        <button type="submit" className="landing-modal__close" aria-label="Close">
          <Icon name="close" size={22} />
        </button>
      </form>
      <img className="landing-modal__image" src={paths.file('images', image)} alt="" />
      {site.landing_modal_copy ? <SafeHtml html={site.landing_modal_copy} className="landing-modal__copy" /> : null}
    </dialog>
  );
}
