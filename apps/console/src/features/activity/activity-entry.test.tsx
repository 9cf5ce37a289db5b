// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '@commons/contract/console';
import { ActivityEntry, changeText } from './activity-entry.tsx';

afterEach(cleanup);

const event: AuditEvent = {
  id: 7,
  at: '2026-11-22T16:50:00Z',
  staff: { id: 2, name: 'Morgan Manager', email: 'manager@northfield.example.edu' },
  site_id: 1,
  entity: 'homepage_alert',
  entity_id: '12',
  action: 'update',
  before: { title: 'Closed' },
  after: { title: 'Open late' },
  request_id: 'r-1',
};

describe('an activity entry', () => {
  it('says who did what, in words', () => {
    expect(changeText(event)).toBe('updated homepage alert 12');
    expect(changeText({ action: 'create', entity: 'staff_grant', entity_id: null })).toBe('created staff grant');
    expect(changeText({ action: 'revoke', entity: 'staff_grant', entity_id: '3' })).toBe('revoke staff grant 3');
  });

  it('shows who, what and when, and the entity before and after on request', () => {
    render(
      <ol>
        <ActivityEntry event={event} />
      </ol>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('Morgan Manager updated homepage alert 12');
    expect(screen.getByText(/Nov 22, 2026/).closest('time')?.getAttribute('datetime')).toBe('2026-11-22T16:50:00Z');
    expect(screen.getByText('Show the change').tagName).toBe('SUMMARY');
    expect(screen.getByText(/"Open late"/)).toBeTruthy();
  });

  it('names the system for a write without a person', () => {
    render(
      <ol>
        <ActivityEntry event={{ ...event, staff: null, before: null, after: null }} />
      </ol>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('The system updated homepage alert 12');
    expect(screen.queryByText('Show the change')).toBeNull();
  });
});
