import { useLayoutEffect, useRef } from 'react';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { Icon } from '../../ui/icons/icon.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { rememberLandingModalDismissed } from './landing-modal-cookie.ts';
import './landing-modal.css';

const DEFAULT_LANDING_MODAL_IMAGE = 'landing-modal-default.svg';

/**
 * The landing message itself, open from its first render: a native modal dialog, so focus moves
 * in, Escape closes it and focus returns. Closing it in any way sets a cookie that keeps it away.
 */
export function LandingModalDialog({ site }: { site: Site }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

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
