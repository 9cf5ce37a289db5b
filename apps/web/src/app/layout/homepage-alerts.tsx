import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Site } from '@commons/contract';
import { withHttps } from '@commons/domain';
import { Icon } from '@commons/ui/icons/icon.tsx';
import { ExternalLink } from './external-link.tsx';
import { MAIN_TARGET_ID } from './skip-links.tsx';
import '../../ui/icon-button.css';
import './homepage-alerts.css';

type Alert = Site['homepage_alerts'][number];

const alertIcon = (icon: string) => (icon === 'warning' ? 'warning' : 'info');
/** '/northfield/hours-of-operation', not '//elsewhere.example.com'. */
const isSitePath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The site's current alerts with one button that dismisses them all for this view
 * (kept in state only; docs/product/site.md#header). On small screens they fold to the first alert's
 * first line, with a button that shows them all, so the page's own heading stays in view.
 */
export function HomepageAlerts({ alerts }: { alerts: readonly Alert[] }) {
  const [isDismissed, setIsDismissed] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  if (isDismissed || alerts.length === 0) return null;

  const dismiss = () => {
    setIsDismissed(true);
    // The button disappears with the alerts; keep keyboard users in the page rather than at its top.
    document.getElementById(MAIN_TARGET_ID)?.focus({ preventScroll: true });
  };

  return (
    <section className="homepage-alerts" aria-label="Alerts" data-expanded={isExpanded}>
      <div className="container homepage-alerts__inner">
        <ul id={listId} className="homepage-alerts__list">
          {alerts.map((alert) => (
            <li key={alert.id} className={`homepage-alert homepage-alert--${alertIcon(alert.icon)}`}>
              <Icon name={alertIcon(alert.icon)} size={22} className="homepage-alert__icon" />
              <div className="homepage-alert__body">
                <p className="homepage-alert__message">{alert.message}</p>
                {alert.use_link && alert.link ? (
                  // A path of the site stays in the app; any other link opens elsewhere (docs/product/console.md#homepage-alerts).
                  isSitePath(alert.link) ? (
                    <Link to={alert.link} className="homepage-alert__more">
                      MORE
                    </Link>
                  ) : (
                    <ExternalLink href={withHttps(alert.link)} className="homepage-alert__more">
                      MORE
                    </ExternalLink>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="icon-button homepage-alerts__expand"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-label="Show all alerts"
          onClick={() => setIsExpanded((expanded) => !expanded)}
        >
          <Icon name="chevron-down" size={22} className="chevron" />
        </button>
        <button type="button" className="icon-button homepage-alerts__dismiss" onClick={dismiss} aria-label="Dismiss alerts">
          <Icon name="close" size={22} />
        </button>
      </div>
    </section>
  );
}
