import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection,
  MenuTrigger,
  Popover as AriaPopover,
} from 'react-aria-components';

/**
 * A button that opens a panel below it, on React Aria: Escape and a click outside close it and
 * give focus back to the button; the panel is placed against the viewport, so a table cell's
 * overflow does not cut it off. A menu (`haspopup="menu"`) holds a `Menu`; anything else (a list
 * of checkboxes) sits in a non-modal dialog named by the button.
 */
export function Popover({
  button,
  buttonLabel,
  buttonClassName = 'button',
  panelClassName = '',
  align = 'end',
  haspopup,
  testId,
  children,
}: {
  button: ReactNode;
  buttonLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  haspopup?: 'menu' | 'dialog';
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const Trigger = haspopup === 'menu' ? MenuTrigger : DialogTrigger;
  return (
    <Trigger isOpen={open} onOpenChange={setOpen}>
      <Button className={buttonClassName} aria-label={buttonLabel} data-testid={testId}>
        {button}
      </Button>
      <AriaPopover
        className={`popover ${panelClassName}`}
        placement={align === 'end' ? 'bottom end' : 'bottom start'}
        offset={4}
      >
        {haspopup === 'menu' ? (
          children(close)
        ) : (
          <Dialog className="popover-dialog" aria-label={buttonLabel}>
            {children(close)}
          </Dialog>
        )}
      </AriaPopover>
    </Trigger>
  );
}

/** A menu inside a Popover: arrow keys, Home and End move between items; the first gets focus. */
export function Menu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaMenu aria-label={label} className="menu" autoFocus="first">
      {children}
    </AriaMenu>
  );
}

/** Text at the top of a menu that is not an item (who is signed in). */
export function MenuHeader({ children }: { children: ReactNode }) {
  return (
    <MenuSection>
      <Header className="menu-header">{children}</Header>
    </MenuSection>
  );
}

export function MenuItem({
  onSelect,
  children,
  danger,
}: {
  onSelect: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <AriaMenuItem
      className={`menu-item${danger ? ' menu-item-danger' : ''}`}
      onAction={onSelect}
      textValue={typeof children === 'string' ? children : undefined}
    >
      {children}
    </AriaMenuItem>
  );
}
