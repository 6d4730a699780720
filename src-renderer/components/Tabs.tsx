import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

export interface TabDef {
  id: string;
  label: string;
  count?: number;
}

/**
 * Tabs on React Aria (arrow keys, Home and End along the tab list; the panel labelled by its
 * tab). The active tab is owned by the caller (it lives in the URL, so a tab can be linked to):
 * one panel, the active tab's, shows the children.
 */
export function Tabs({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  label: string;
  tabs: readonly TabDef[];
  active: string;
  onChange: (id: string) => void;
  children: ReactNode;
}) {
  return (
    <AriaTabs
      className="tabs"
      selectedKey={active}
      onSelectionChange={(key: Key) => onChange(String(key))}
    >
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            data-tab={tab.id}
            className="tab"
            aria-label={tab.count !== undefined ? `${tab.label} (${tab.count})` : undefined}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="tab-count">{tab.count}</span> : null}
          </Tab>
        ))}
      </TabList>
      <TabPanel id={active} className="tab-panel">
        {children}
      </TabPanel>
    </AriaTabs>
  );
}
