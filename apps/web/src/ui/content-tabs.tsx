import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
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

/**
 * React Aria tabs over content that is already loaded, so they activate automatically: the arrow
 * keys of the orientation (Left/Right or Up/Down, wrapping) and Home/End move to a tab and show
 * it. Only the selected tab is in the Tab order; Tab from it goes into the panel, which is
 * labelled by its tab.
 */
export function ContentTabs({ label, tabs, selectedKey, onSelect, orientation = 'horizontal', children, className }: ContentTabsProps) {
  return (
    <Tabs
      className={`content-tabs content-tabs--${orientation}${className ? ` ${className}` : ''}`}
      orientation={orientation}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        if (String(key) !== selectedKey) onSelect(String(key));
      }}
    >
      <TabList aria-label={label} className="content-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.key} id={tab.key} className="content-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {/* Keyed by the tab: React Aria names a panel once, when it mounts. */}
      <TabPanel key={selectedKey} id={selectedKey} className="content-tabs__panel">
        {children}
      </TabPanel>
    </Tabs>
  );
}
