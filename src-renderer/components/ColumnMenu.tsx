import type { ColumnPinningState, ColumnVisibilityState } from '@tanstack/react-table';
import { Icon } from './Icon.tsx';
import { Popover } from './Popover.tsx';

export interface ColumnChoice {
  id: string;
  label: string;
  canHide: boolean;
}

/**
 * Which columns show, and which stay pinned at the left while the table scrolls sideways. Each
 * column is a labelled checkbox, its pin a toggle button (aria-pressed).
 */
/** What the menu shows and changes: the state and actions `useTableColumns` gives a table. */
interface ColumnSettings {
  visibility: ColumnVisibilityState;
  pinning: ColumnPinningState;
  toggleVisible: (id: string, visible: boolean) => void;
  togglePinned: (id: string, pinned: boolean) => void;
  reset: () => void;
}

export function ColumnMenu({
  columns,
  settings,
  notHere,
}: {
  columns: readonly ColumnChoice[];
  settings: ColumnSettings;
  /**
   * Columns the view does not show whatever the settings say (the activity tab's offer on the
   * other tabs): listed unticked and disabled, saying so, with the choice kept for where they show.
   */
  notHere?: ReadonlySet<string>;
}) {
  const {
    visibility,
    pinning,
    toggleVisible: onToggleVisible,
    togglePinned: onTogglePinned,
    reset: onReset,
  } = settings;
  return (
    <Popover
      buttonLabel="Columns"
      button={
        <>
          <Icon name="columns" /> Columns
        </>
      }
      testId="columns-button"
      panelClassName="column-menu"
    >
      {() => (
        <div role="group" aria-label="Columns">
          <div className="popover-title">Columns</div>
          <ul className="column-list">
            {columns.map((column) => {
              const absent = notHere?.has(column.id) ?? false;
              const visible = !absent && visibility[column.id] !== false;
              const pinned = pinning.start.includes(column.id);
              return (
                <li key={column.id} className="column-choice">
                  <label title={absent ? 'Not shown in this view' : undefined}>
                    <input
                      type="checkbox"
                      className="checkbox"
                      checked={visible}
                      disabled={!column.canHide || absent}
                      onChange={(event) => onToggleVisible(column.id, event.target.checked)}
                    />
                    <span>{column.label}</span>
                    {absent ? <span className="muted"> (not here)</span> : null}
                  </label>
                  <button
                    type="button"
                    className={`icon-button pin-toggle${pinned ? ' is-pinned' : ''}`}
                    aria-label={`Pin ${column.label}`}
                    aria-pressed={pinned}
                    title={pinned ? 'Unpin column' : 'Pin column to the left'}
                    onClick={() => onTogglePinned(column.id, !pinned)}
                  >
                    <Icon name="pin" size={14} />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="popover-footer">
            <button type="button" className="button button-small" onClick={onReset}>
              Reset columns
            </button>
          </div>
        </div>
      )}
    </Popover>
  );
}
