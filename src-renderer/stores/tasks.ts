import { create } from 'zustand';

/**
 * Work that runs on after its screen let go of it: writing a workbook, a download, an upload.
 * Shown in a small non-modal panel, because the file dialog of the browser host is part of the
 * page and a modal of ours would block it.
 */
interface Task {
  id: string;
  label: string;
  done: number;
  /** Null while the size is not known. */
  total: number | null;
}

interface TaskState {
  tasks: Task[];
  start(id: string, label: string): void;
  progress(id: string, done: number, total: number | null): void;
  finish(id: string): void;
}

export const useTasks = create<TaskState>()((set) => ({
  tasks: [],
  start(id, label) {
    set((state) => ({ tasks: [...state.tasks, { id, label, done: 0, total: null }] }));
  },
  progress(id, done, total) {
    set((state) => ({
      tasks: state.tasks.map((task) => (task.id === id ? { ...task, done, total } : task)),
    }));
  },
  finish(id) {
    set((state) => ({ tasks: state.tasks.filter((task) => task.id !== id) }));
  },
}));
