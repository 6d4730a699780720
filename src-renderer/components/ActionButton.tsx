import { Icon, type IconName } from './Icon.tsx';

/** The looks of an action button beside the plain one (classes in app.css). */
type ActionLook = 'primary' | 'danger' | 'danger-ghost' | 'ghost';

/**
 * A labelled action of a page head, a panel or a card: its icon, then what it does ("Edit",
 * "Confirm the count"). One piece for what every detail page wrote out as a button with an icon,
 * so the buttons of one head look and behave alike.
 */
export function ActionButton({
  icon,
  label,
  onClick,
  look,
  small = false,
  disabled,
  title,
  testId,
  iconSize = 14,
  className: extraClass,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
  look?: ActionLook;
  small?: boolean;
  disabled?: boolean;
  title?: string | undefined;
  testId?: string;
  /** A panel header's small buttons draw a 13px icon (the RFQ's positions panel). */
  iconSize?: number;
  /** A layout class besides the look (panel-actions-end pushes it to the header's end). */
  className?: string;
}) {
  const className = `button${look ? ` button-${look}` : ''}${small ? ' button-small' : ''}${extraClass ? ` ${extraClass}` : ''}`;
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      title={title}
      onClick={onClick}
      data-testid={testId}
    >
      <Icon name={icon} size={iconSize} /> {label}
    </button>
  );
}

/** The Edit and Delete of a record's head, alike on every page that has them. */
export const EDIT_ACTION = { icon: 'edit', label: 'Edit' } as const;
export const DELETE_ACTION = { icon: 'trash', label: 'Delete', look: 'danger-ghost' } as const;
