/**
 * A set of listeners for one kind of event, as the bridge hands them out: `add` answers the
 * unsubscribe function, `emit` calls each listener and keeps going when one throws (a broken
 * listener in the page must not silence the others).
 */
interface Listeners<T> {
  add(listener: (value: T) => void): () => void;
  emit(value: T): void;
}

export function createListeners<T>(what: string): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          console.error(`A ${what} listener failed`, error);
        }
      }
    },
  };
}
