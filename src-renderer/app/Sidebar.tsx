import { useCallback } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../components/Icon.tsx';
import { useShortcut } from '../lib/hooks.ts';
import { useRoles } from '../stores/session.ts';
import { useSettings } from '../stores/settings.ts';
import { overdueOf, useUrgent } from '../session/urgent.ts';
import { entryKey, navigableAreas, orderWithPins, type AreaEntry } from './areas.ts';

/**
 * The areas this role may use, pinned ones first. Collapsed, it shows icons only (names stay as
 * accessible labels and tooltips). Ctrl+B collapses and expands it.
 */
export function Sidebar() {
  const roles = useRoles();
  const collapsed = useSettings((state) => state.local.collapsed);
  const pins = useSettings((state) => state.local.pin);
  const updateLocal = useSettings((state) => state.updateLocal);
  const { pinned, rest } = orderWithPins(navigableAreas(roles), pins);
  const urgent = useUrgent().data;

  const toggleCollapsed = useCallback(() => {
    updateLocal({ collapsed: !useSettings.getState().local.collapsed });
  }, [updateLocal]);
  useShortcut('ctrl+b', toggleCollapsed);

  const togglePin = (area: string) => {
    const current = useSettings.getState().local.pin;
    updateLocal({
      pin: current.includes(area) ? current.filter((a) => a !== area) : [...current, area],
    });
  };
  /** The links of the pinned areas or of the rest: alike but for their pin. */
  const navItems = (entries: readonly AreaEntry[], isPinned: boolean) =>
    entries.map((entry) => (
      <NavItem
        key={entryKey(entry)}
        entry={entry}
        collapsed={collapsed}
        pinned={isPinned}
        onTogglePin={togglePin}
        overdue={overdueOf(urgent, entry.area)}
      />
    ));

  return (
    <aside className={`sidebar${collapsed ? ' is-collapsed' : ''}`}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          A
        </span>
        {collapsed ? null : <span className="brand-name">Aerodesk</span>}
      </div>
      <nav aria-label="Main" className="nav">
        {pinned.length ? (
          <>
            {collapsed ? null : <div className="nav-group">Pinned</div>}
            <ul>{navItems(pinned, true)}</ul>
            {rest.length ? <div className="nav-divider" /> : null}
          </>
        ) : null}
        <ul>{navItems(rest, false)}</ul>
      </nav>
      <button
        type="button"
        className="sidebar-toggle"
        onClick={toggleCollapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!collapsed}
        title={`${collapsed ? 'Expand' : 'Collapse'} sidebar (Ctrl+B)`}
      >
        <Icon name="sidebar" />
        {collapsed ? null : <span>Collapse</span>}
      </button>
    </aside>
  );
}

function NavItem({
  entry,
  collapsed,
  pinned,
  onTogglePin,
  overdue,
}: {
  entry: AreaEntry;
  collapsed: boolean;
  pinned: boolean;
  onTogglePin: (area: string) => void;
  /** How many of the area's urgent requests are past their response limit (aog-clock.ts). */
  overdue?: number | undefined;
}) {
  const overdueLabel = overdue ? `${overdue} overdue` : '';
  return (
    <li className="nav-item">
      <NavLink
        to={entry.path}
        className="nav-link"
        aria-label={
          collapsed || overdue ? [entry.label, overdueLabel].filter(Boolean).join(', ') : undefined
        }
        title={collapsed ? [entry.label, overdueLabel].filter(Boolean).join(', ') : undefined}
      >
        <Icon name={entry.icon} size={18} />
        {collapsed ? null : <span className="nav-label">{entry.label}</span>}
        {overdue ? (
          <span
            className="nav-overdue"
            title={`${overdueLabel}: AOG or critical, not taken to work in time`}
            data-testid={`overdue-${entry.area}`}
          >
            {overdue}
          </span>
        ) : null}
      </NavLink>
      {collapsed ? null : (
        <button
          type="button"
          className={`icon-button nav-pin${pinned ? ' is-pinned' : ''}`}
          aria-label={`${pinned ? 'Unpin' : 'Pin'} ${entry.label}`}
          aria-pressed={pinned}
          onClick={() => onTogglePin(entryKey(entry))}
        >
          <Icon name="pin" size={13} />
        </button>
      )}
    </li>
  );
}
