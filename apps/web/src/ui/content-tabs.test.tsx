// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentTabs } from './content-tabs.tsx';

afterEach(cleanup);

const tabs = [
  { key: 'a', label: 'First article' },
  { key: 'b', label: 'Second article' },
  { key: 'c', label: 'Third article' },
];

function Harness({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const [selected, setSelected] = useState('a');
  return (
    <ContentTabs label="Blog articles" tabs={tabs} selectedKey={selected} onSelect={setSelected} orientation={orientation}>
      <p>Body of {selected}</p>
    </ContentTabs>
  );
}

describe('content tabs', () => {
  it('vertical tabs follow Up/Down with wrap-around and show the focused tab at once', () => {
    render(<Harness orientation="vertical" />);
    expect(screen.getByRole('tablist', { name: 'Blog articles' }).getAttribute('aria-orientation')).toBe('vertical');
    const first = screen.getByRole('tab', { name: 'First article' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Second article' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'First article' }).textContent).toBe('Body of a');

    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('tab', { name: 'Second article' });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Body of b');
    expect(second.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel', { name: 'Second article' }).id);

    // Left/Right move too, as the APG allows for a vertical list (React Aria's tabs do so in both orientations).
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third article' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third article' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Body of a');
  });

  it('horizontal tabs follow Left/Right and End; a click selects', () => {
    render(<Harness orientation="horizontal" />);
    const first = screen.getByRole('tab', { name: 'First article' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third article' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Body of c');
    fireEvent.click(screen.getByRole('tab', { name: 'Second article' }));
    expect(screen.getByRole('tabpanel', { name: 'Second article' }).textContent).toBe('Body of b');
  });
});
