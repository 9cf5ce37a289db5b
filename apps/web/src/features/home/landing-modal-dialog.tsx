import { useState } from 'react';
import type { Site } from '@commons/contract';
import { paths } from '../../api/paths.ts';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { rememberLandingModalDismissed } from './landing-modal-cookie.ts';
import './landing-modal.css';

const DEFAULT_LANDING_MODAL_IMAGE = 'landing-modal-default.svg';

/**
 * The landing message itself, open from its first render in the app's modal dialog, so focus
 * moves in, Escape closes it and focus returns. Closing it in any way sets a cookie that keeps it away.
 */
export function LandingModalDialog({ site }: { site: Site }) {
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;

  const close = () => {
    rememberLandingModalDismissed(site.id);
    setIsOpen(false);
  };
  const image = site.landing_modal_filename?.trim() || DEFAULT_LANDING_MODAL_IMAGE;
  return (
    <ModalDialog title={`A message from ${site.name} Dining`} titleDisplay="hidden" onClose={close} className="landing-modal">
      <img className="landing-modal__image" src={paths.file('images', image)} alt="" />
      {site.landing_modal_copy ? <SafeHtml html={site.landing_modal_copy} className="landing-modal__copy" /> : null}
    </ModalDialog>
  );
}
