import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mayOpen } from '../app/areas.ts';
import { useRoles } from '../stores/session.ts';

/**
 * A link to a screen of another area (an order's RFQ, a KP's order). A user whose role may not
 * read that area sees the text without the link: the screen would only answer 403 (a log-out).
 */
export function AreaLink({
  to,
  className,
  title,
  testId,
  children,
}: {
  to: string;
  className?: string;
  title?: string;
  testId?: string;
  children: ReactNode;
}) {
  const roles = useRoles();
  if (!mayOpen(roles, to)) {
    return (
      <span className={className} title={title} data-testid={testId}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={className} title={title} data-testid={testId}>
      {children}
    </Link>
  );
}
