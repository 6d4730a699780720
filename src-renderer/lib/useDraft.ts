import { useCallback, useEffect, useRef, useState } from 'react';
import { drafts as appDrafts, type Drafts } from './drafts.ts';

/** Plain data compares by its JSON (form values are strings, flags and small records). */
function sameDraft(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where a value kept under `record` starts: the kept draft if there is one, else `initial`. */
export function startFromDraft<T>(
  record: string | null,
  initial: T,
  store: Drafts = appDrafts,
): { value: T; restored: boolean } {
  const kept = record ? store.read<T>(record) : null;
  const restored = kept !== null && !sameDraft(kept.value, initial);
  return { value: restored && kept ? kept.value : initial, restored };
}

/**
 * Keeps `value` under `record` while it differs from `initial`, removes it once equal again.
 * Owned by whoever holds the value (useDraft's state, a form's values).
 */
export function useDraftKeeping<T>(
  record: string | null,
  initial: T,
  value: T,
  store: Drafts = appDrafts,
) {
  const initialJson = JSON.stringify(initial);
  const valueJson = JSON.stringify(value);
  const dirty = valueJson !== initialJson;
  // After `saved()`, this mount keeps nothing more: the dialog is about to close.
  const done = useRef(false);

  useEffect(() => {
    if (!record || done.current) return;
    if (dirty) store.write(record, JSON.parse(valueJson) as T, JSON.parse(initialJson) as T);
    else store.remove(record);
  }, [record, valueJson, dirty, initialJson, store]);

  /** Typing again after a save keeps drafts again. */
  const resume = useCallback(() => {
    done.current = false;
  }, []);
  const forget = useCallback(() => {
    if (record) store.remove(record);
  }, [record, store]);
  const saved = useCallback(() => {
    done.current = true;
    if (record) store.remove(record);
  }, [record, store]);

  return { dirty, initialJson, resume, forget, saved };
}

interface DraftState<T> {
  value: T;
  /** Replaces the value (or updates it from the current one). */
  set(next: T | ((current: T) => T)): void;
  /** The value differs from `initial`: there is typed work to keep or to ask about. */
  dirty: boolean;
  /** The value came back from a draft kept earlier (a reload, a session that ended). */
  restored: boolean;
  /** Throws the typed work away: back to `initial`, the kept draft removed. */
  discard(): void;
  /** The work was saved: the kept draft is removed (the value stays until the owner resets it). */
  saved(): void;
}

/**
 * State that is also a draft (drafts.ts): while it differs from `initial` it is kept under
 * `record` (server URL + user id + record), so a reload or a forced end of session loses nothing;
 * the next mount with the same record brings it back. Equal to `initial` again, saved or
 * discarded, the draft goes. `record` null: plain state, nothing kept.
 */
export function useDraft<T>(
  record: string | null,
  initial: T,
  store: Drafts = appDrafts,
): DraftState<T> {
  const [state, setState] = useState(() => startFromDraft(record, initial, store));
  const keeping = useDraftKeeping(record, initial, state.value, store);
  const { resume, forget, initialJson } = keeping;

  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      resume();
      setState((current) => ({
        ...current,
        value: typeof next === 'function' ? (next as (current: T) => T)(current.value) : next,
      }));
    },
    [resume],
  );

  const discard = useCallback(() => {
    forget();
    setState({ value: JSON.parse(initialJson) as T, restored: false });
  }, [forget, initialJson]);

  const keptSaved = keeping.saved;
  const saved = useCallback(() => {
    keptSaved();
    setState((current) => ({ ...current, restored: false }));
  }, [keptSaved]);

  return {
    value: state.value,
    set,
    dirty: keeping.dirty,
    restored: state.restored,
    discard,
    saved,
  };
}
