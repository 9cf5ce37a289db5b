import { forwardRef, type ReactNode } from 'react';
import { Icon, type IconName } from '@commons/ui/icons/icon.tsx';
import './icon-button.css';
import './dismissible-box.css';

interface DismissibleBoxProps {
  /** Green for a success, red for a failure. */
  tone: 'success' | 'error';
  icon: IconName;
  /** The close button's accessible name. */
  dismissLabel: string;
  onDismiss: () => void;
  /** -1 to let the page move focus to the box itself. */
  tabIndex?: number;
  className?: string;
  children: ReactNode;
}

/**
 * A message in a coloured box with its icon and a 44 px close button: a form's thanks, a checkout's
 * failure. The live region that announces it is the caller's (it stays on the page while the box
 * comes and goes).
 */
export const DismissibleBox = forwardRef<HTMLDivElement, DismissibleBoxProps>(function DismissibleBox({ tone, icon, dismissLabel, onDismiss, tabIndex, className, children }, ref) {
  return (
    <div ref={ref} className={`dismissible-box dismissible-box--${tone}${className ? ` ${className}` : ''}`} tabIndex={tabIndex}>
      <Icon name={icon} size={22} className="dismissible-box__icon" />
      <div className="dismissible-box__content">{children}</div>
      <button type="button" className="icon-button" onClick={onDismiss} aria-label={dismissLabel}>
        <Icon name="close" size={22} />
      </button>
    </div>
  );
});
