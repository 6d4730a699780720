import { useCallback, useEffect, useRef, useState } from 'react';
import { drafts as appDrafts, type Drafts } from './drafts.ts';

/** Plain data compares by its JSON (form values are strings, flags and small records). */
export function sameDraft(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface DraftState<T> {
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
  const [state, setState] = useState(() => {
    const kept = record ? store.read<T>(record) : null;
    const restored = kept !== null && !sameDraft(kept.value, initial);
    return { value: restored && kept ? kept.value : initial, restored };
  });
  const initialJson = JSON.stringify(initial);
  const dirty = JSON.stringify(state.value) !== initialJson;
  // After `saved()`, this mount keeps nothing more: the dialog is about to close.
  const done = useRef(false);

  useEffect(() => {
    if (!record || done.current) return;
    if (dirty) store.write(record, state.value, JSON.parse(initialJson) as T);
    else store.remove(record);
  }, [record, state.value, dirty, initialJson, store]);

  const set = useCallback((next: T | ((current: T) => T)) => {
    done.current = false;
    setState((current) => ({
      ...current,
      value: typeof next === 'function' ? (next as (current: T) => T)(current.value) : next,
    }));
  }, []);

  const discard = useCallback(() => {
    if (record) store.remove(record);
    setState({ value: JSON.parse(initialJson) as T, restored: false });
  }, [record, initialJson, store]);

  const saved = useCallback(() => {
    done.current = true;
    if (record) store.remove(record);
    setState((current) => ({ ...current, restored: false }));
  }, [record, store]);

  return { value: state.value, set, dirty, restored: state.restored, discard, saved };
}
