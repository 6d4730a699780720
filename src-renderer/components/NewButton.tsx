import { Icon } from './Icon.tsx';

/** The primary "New …" action of a list page or a tab: a plus and what it makes ("New company"). */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="button button-primary" onClick={onClick}>
      <Icon name="plus" /> {label}
    </button>
  );
}
