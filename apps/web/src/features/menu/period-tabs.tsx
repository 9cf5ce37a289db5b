import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
}

interface PeriodTabsProps {
  label: string;
  tabs: readonly TabItem[];
  selectedKey: string;
  onSelect: (key: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  busy?: boolean;
}

/**
 * Meal periods as WAI-ARIA tabs with manual activation: Left/Right (and Home/End) move focus among
 * the tabs, Enter or Space opens one. Opening a period may load it, so arrows alone load nothing.
 */
export function PeriodTabs({ label, tabs, selectedKey, onSelect, children, busy = false }: PeriodTabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${baseId}tab-${key}`;
  const panelId = `${baseId}panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? []);
    const current = buttons.indexOf(event.currentTarget);
    if (current < 0) return;
    const last = buttons.length - 1;
    const target = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  return (
    <div className="period-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="period-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.key === selectedKey;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="period-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => {
                if (!isSelected) onSelect(tab.key);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" className="period-tabs__panel" aria-labelledby={tabId(selectedKey)} aria-busy={busy || undefined}>
        {children}
      </div>
    </div>
  );
}
