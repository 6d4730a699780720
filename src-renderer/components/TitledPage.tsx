/**
 * A whole-screen page with only a title in its header (Files, Inventory, Settings): the page's
 * frame in one place, so each screen lists only what it shows under the title.
 */
import type { ReactNode } from 'react';

export function TitledPage(props: { className: string; title: string; children: ReactNode }) {
  return (
    <div className={`page ${props.className}`}>
      <header className="page-header">
        <h1 className="page-title">{props.title}</h1>
      </header>
      {props.children}
    </div>
  );
}
