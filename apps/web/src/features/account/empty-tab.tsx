import type { ReactNode } from 'react';
import { Icon, type IconName } from '@commons/ui/icons/icon.tsx';

interface EmptyTabProps {
  id: string;
  title: string;
  message: string;
  /** Where to start: a link to the page that makes the first one. */
  action?: ReactNode;
  icon?: IconName;
}

/** A tab with nothing in it yet: what it will hold, and where to start. */
export function EmptyTab({ id, title, message, action, icon = 'info' }: EmptyTabProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="account-tab__title">
        {title}
      </h2>
      <div className="account-empty">
        <Icon name={icon} size={22} />
        <div>
          <p>{message}</p>
          {action ? <p>{action}</p> : null}
        </div>
      </div>
    </section>
  );
}
