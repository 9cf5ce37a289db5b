import { clockTimeText } from '@commons/domain';
import type { SiteSettingsAnswer } from '@commons/contract/console';

/** "Last changed by Morgan Manager at 2:05 PM on Nov 22", on the site's clock; nothing before any console save. */
export function LastChange({ answer }: { answer: SiteSettingsAnswer }) {
  const change = answer.last_change;
  if (!change) return <p className="last-change">Not changed in the console yet.</p>;
  const at = clockTimeText(new Date(change.at), new Date(), answer.settings.identity.time_zone);
  return (
    <p className="last-change">
      Last changed by {change.by ?? 'someone'} at {at}.
    </p>
  );
}
