import { useTasks } from '../stores/tasks.ts';

/** Running background work (a workbook being written), above the toasts; never modal. */
export function Tasks() {
  const tasks = useTasks((state) => state.tasks);
  if (!tasks.length) return null;
  return (
    <div className="tasks">
      {tasks.map((task) => (
        <div key={task.id} className="task" role="status" data-testid="task">
          <span>{task.label}</span>
          {task.total ? (
            <progress max={task.total} value={task.done} aria-label={task.label} />
          ) : (
            <progress aria-label={task.label} />
          )}
        </div>
      ))}
    </div>
  );
}
