// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodTabs } from './period-tabs.tsx';

afterEach(cleanup);

const tabs = [
  { key: '1', label: 'Breakfast' },
  { key: '2', label: 'Lunch' },
  { key: '3', label: 'Dinner' },
];

describe('period tabs', () => {
  it('arrow keys move focus with wrap-around; Enter opens a tab; only the selected tab is in the tab order', () => {
    const onSelect = vi.fn();
    render(
      <PeriodTabs label="Meal periods" tabs={tabs} selectedKey="1" onSelect={onSelect}>
        <p>Breakfast menu</p>
      </PeriodTabs>,
    );
    const breakfast = screen.getByRole('tab', { name: 'Breakfast' });
    expect(breakfast.getAttribute('aria-selected')).toBe('true');
    expect(breakfast.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Lunch' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Breakfast' }).textContent).toBe('Breakfast menu');

    breakfast.focus();
    fireEvent.keyDown(breakfast, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dinner' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(breakfast);
    fireEvent.keyDown(breakfast, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dinner' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Dinner' }));
    expect(onSelect).toHaveBeenCalledWith('3');
  });
});
