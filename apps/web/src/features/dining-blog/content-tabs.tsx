import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './content-tabs.css';

export interface ContentTab {
  key: string;
  label: string;
}

interface ContentTabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly ContentTab[];
  selectedKey: string;
  onSelect: (key: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

const NEXT = { horizontal: 'ArrowRight', vertical: 'ArrowDown' } as const;
const PREVIOUS = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' } as const;

/**
 * WAI-ARIA tabs over content that is already loaded, so they activate automatically: the arrow
 * keys of the orientation (Left/Right or Up/Down, wrapping) and Home/End move to a tab and show
 * it. Only the selected tab is in the Tab order; Tab from it goes into the panel.
 */
export function ContentTabs({ label, tabs, selectedKey, onSelect, orientation = 'horizontal', children, className }: ContentTabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Keys may hold spaces (location names): element ids use the tab's position instead.
  const tabId = (key: string) => `${baseId}tab-${tabs.findIndex((t) => t.key === key)}`;
  const panelId = `${baseId}panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((t) => t.key === selectedKey);
    const last = tabs.length - 1;
    let target: number | undefined;
    if (event.key === NEXT[orientation]) target = current >= last ? 0 : current + 1;
    else if (event.key === PREVIOUS[orientation]) target = current <= 0 ? last : current - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = last;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    listRef.current?.ownerDocument.getElementById(tabId(tab.key))?.focus();
  };

  return (
    <div className={`content-tabs content-tabs--${orientation}${className ? ` ${className}` : ''}`}>
      <div ref={listRef} role="tablist" aria-label={label} aria-orientation={orientation} className="content-tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.key === selectedKey;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="content-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" className="content-tabs__panel" aria-labelledby={tabId(selectedKey)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
