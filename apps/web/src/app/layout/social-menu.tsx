import { useCallback, useId, useRef, useState } from 'react';
import type { SocialLink } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { SocialLinksList } from './social-links-list.tsx';
import { useDismiss } from './use-dismiss.ts';

/** Small screens: the social links behind a 'Social Media' disclosure button. */
export function SocialMenu({ links }: { links: readonly SocialLink[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  const dismiss = useDismiss({ isOpen, close, rootRef, buttonRef });

  return (
    // Escape and focus leaving are delegated from the button and links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="social-menu" ref={rootRef} onKeyDown={dismiss.onKeyDown} onBlur={dismiss.onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header-tool"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <Icon name="share" size={18} />
        <span className="social-menu__label">Social Media</span>
        <Icon name="chevron-down" size={16} className="chevron" />
      </button>
      <SocialLinksList links={links} withNames className="menu-panel social-menu__panel" id={panelId} hidden={!isOpen} />
    </div>
  );
}
