import { useRef, type ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: string;
  count?: number;
}

/**
 * WAI-ARIA tabs: arrow keys move along the tab list, the panel is labelled by its tab. The active
 * tab is owned by the caller (it lives in the URL, so a tab can be linked to).
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
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const tab = tabs[next];
    if (tab) {
      event.preventDefault();
      onChange(tab.id);
      listRef.current?.querySelector<HTMLElement>(`[data-tab="${tab.id}"]`)?.focus();
    }
  };
  return (
    <div className="tabs">
      <div
        role="tablist"
        aria-label={label}
        className="tab-list"
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            data-tab={tab.id}
            aria-selected={tab.id === active}
            aria-label={tab.count !== undefined ? `${tab.label} (${tab.count})` : undefined}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="tab-count">{tab.count}</span> : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        className="tab-panel"
      >
        {children}
      </div>
    </div>
  );
}
