import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * A button that opens a panel below it. Escape and a click outside close it and give focus back to
 * the button. The panel's content decides its own role (a menu, a list of checkboxes).
 */
export function Popover({
  button,
  buttonLabel,
  buttonClassName = 'button',
  panelClassName = '',
  align = 'end',
  haspopup,
  testId,
  fixed = false,
  children,
}: {
  button: ReactNode;
  buttonLabel: string;
  buttonClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  haspopup?: 'menu' | 'dialog';
  testId?: string;
  /**
   * Place the panel against the viewport instead of its parent: for a button inside a table cell,
   * whose overflow would cut the panel off. It closes when anything scrolls.
   */
  fixed?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        document.getElementById(buttonId)?.focus();
      }
    };
    // A scroll that moved the button leaves the panel behind: close it. (Scrolls that do not move
    // it, such as a cell nudged by focus, are ignored.)
    const anchor = document.getElementById(buttonId)?.getBoundingClientRect();
    const onScroll = () => {
      const now = document.getElementById(buttonId)?.getBoundingClientRect();
      if (!anchor || !now) return;
      if (Math.abs(now.top - anchor.top) > 2 || Math.abs(now.left - anchor.left) > 2) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    if (fixed) document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [open, buttonId, fixed]);

  const toggle = () => {
    if (!open && fixed) {
      const rect = document.getElementById(buttonId)?.getBoundingClientRect();
      if (rect) {
        setPlace(
          align === 'end'
            ? { position: 'fixed', top: rect.bottom + 4, right: window.innerWidth - rect.right }
            : { position: 'fixed', top: rect.bottom + 4, left: rect.left },
        );
      }
    }
    setOpen((value) => !value);
  };

  const close = () => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  };

  return (
    <div className="popover-root" ref={root}>
      <button
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup={haspopup ?? 'dialog'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        data-testid={testId}
      >
        {button}
      </button>
      {open ? (
        <div
          id={panelId}
          className={`popover popover-${align} ${panelClassName}`}
          style={fixed ? place : undefined}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

/** A menu inside a Popover: arrow keys move between items, the first item gets focus. */
export function Menu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Without scrolling: a menu placed against the viewport must not scroll what is under it.
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next >= 0) {
      event.preventDefault();
      items[next]?.focus();
    }
  };
  return (
    <div role="menu" aria-label={label} className="menu" ref={ref} onKeyDown={onKeyDown}>
      {children}
    </div>
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
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`menu-item${danger ? ' menu-item-danger' : ''}`}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}
