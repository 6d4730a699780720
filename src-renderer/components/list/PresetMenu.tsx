/**
 * A list's saved filter presets (lib/usePresets.ts): apply one, save the filters shown now under
 * a name, delete one. The active preset's name is on the button; changing a filter by hand keeps
 * it named until another is chosen, as the preset is where the user started.
 */
import { useState, type FormEvent } from 'react';
import type { Preset } from '../../../src-shared/api/home.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { usePresets } from '../../lib/usePresets.ts';
import { Icon } from '../Icon.tsx';
import { Popover } from '../Popover.tsx';

/** What a preset keeps of a list's filters: the values set (empty ones are dropped, spec §5). */
function presetFilters(filters: Record<string, unknown>): Preset['filters'] {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string | number | boolean] =>
        (typeof entry[1] === 'string' && entry[1] !== '') ||
        typeof entry[1] === 'number' ||
        entry[1] === true,
    ),
  );
}

export function PresetMenu({
  table,
  filters,
  onApply,
}: {
  table: string;
  filters: Record<string, unknown>;
  onApply: (filters: Preset['filters']) => void;
}) {
  const { presets, active, save, choose, remove } = usePresets(table);
  const [name, setName] = useState('');
  const current = presetFilters(filters);
  const nothingSet = Object.keys(current).length === 0;

  function submit(event: FormEvent, close: () => void) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || nothingSet) return;
    save(trimmed, current).catch((error: unknown) =>
      reportUnexpected(error, 'The preset was not saved'),
    );
    setName('');
    close();
  }

  return (
    <Popover
      button={
        <>
          <Icon name="filterX" size={14} /> {active ?? 'Presets'}
          <Icon name="chevronDown" size={13} />
        </>
      }
      buttonLabel={active ? `Preset: ${active}` : 'Presets'}
      haspopup="dialog"
      testId="preset-menu"
      panelClassName="preset-panel"
    >
      {(close) => (
        <div className="preset-body">
          {presets.length ? (
            <ul className="preset-list" aria-label="Saved presets">
              {presets.map((preset) => (
                <li key={preset.name} className={preset.name === active ? 'is-active' : undefined}>
                  <button
                    type="button"
                    className="preset-apply"
                    onClick={() => {
                      onApply(preset.filters);
                      choose(preset.name).catch((error: unknown) => reportUnexpected(error));
                      close();
                    }}
                  >
                    {preset.name === active ? <Icon name="check" size={13} /> : null}
                    {preset.name}
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Delete preset ${preset.name}`}
                    onClick={() =>
                      remove(preset.name).catch((error: unknown) => reportUnexpected(error))
                    }
                  >
                    <Icon name="trash" size={13} />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted preset-empty">No presets yet: set filters, then save them here.</p>
          )}
          <form className="preset-save" onSubmit={(event) => submit(event, close)}>
            <input
              className="input"
              aria-label="Preset name"
              placeholder={nothingSet ? 'Set a filter first' : 'Name these filters'}
              maxLength={100}
              value={name}
              disabled={nothingSet}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button" disabled={nothingSet || !name.trim()}>
              <Icon name="save" size={13} /> Save
            </button>
          </form>
        </div>
      )}
    </Popover>
  );
}
