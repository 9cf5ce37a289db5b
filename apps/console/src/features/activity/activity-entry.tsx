import type { AuditEvent } from '@commons/contract/console';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What was done, in words: "updated homepage_alert 12". */
export function changeText(event: Pick<AuditEvent, 'action' | 'entity' | 'entity_id'>): string {
  const verb = { create: 'created', update: 'updated', delete: 'deleted' }[event.action] ?? event.action;
  const entity = event.entity.replace(/_/g, ' ');
  return event.entity_id === null ? `${verb} ${entity}` : `${verb} ${entity} ${event.entity_id}`;
}

/** One staff write: who, what and when, with the entity before and after on request. */
export function ActivityEntry({ event }: { event: AuditEvent }) {
  const hasDetail = event.before !== null || event.after !== null;
  return (
    <li className="activity-entry">
      <p className="activity-entry__what">
        <strong>{event.staff?.name ?? 'The system'}</strong> {changeText(event)}
      </p>
      <p className="activity-entry__when">
        <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
      </p>
      {hasDetail ? (
        <details className="activity-entry__detail">
          <summary>Show the change</summary>
          <h3 className="activity-entry__label">Before</h3>
          {/* Long lines scroll inside the box, which takes focus so the keyboard can scroll it. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>{event.before === null ? 'Nothing' : JSON.stringify(event.before, null, 2)}</pre>
          <h3 className="activity-entry__label">After</h3>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre tabIndex={0}>{event.after === null ? 'Nothing' : JSON.stringify(event.after, null, 2)}</pre>
        </details>
      ) : null}
    </li>
  );
}
