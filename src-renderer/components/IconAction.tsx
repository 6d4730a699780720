import { Icon, type IconName } from './Icon.tsx';

/**
 * A small icon button of a row or a card (edit, remove), named for screen readers and tests; its
 * tooltip is the name unless a longer `title` says more.
 */
export function IconAction({
  icon,
  label,
  title,
  onClick,
}: {
  icon: IconName;
  label: string;
  title?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={title ?? label}
      onClick={onClick}
    >
      <Icon name={icon} size={14} />
    </button>
  );
}
