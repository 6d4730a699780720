/**
 * The part's tree (spec §3 "Inventory state: tree"): the part found, then its alternates, each
 * with its offers under it. A tree in the ARIA sense: arrow keys move between rows, Right opens a
 * branch and Left closes it, Enter on an alternate searches it.
 */
import { useState, type KeyboardEvent } from 'react';
import type { InventoryTreeNode } from '../../../src-shared/api/inventory.ts';
import { OFFER_STATUS_LABEL } from '../../../src-shared/domain/offer-status.ts';
import { Icon } from '../../components/Icon.tsx';
import { OfferPrice } from '../offer/offerCells.tsx';

function moveFocus(event: KeyboardEvent<HTMLElement>, step: 1 | -1) {
  const rows = [
    ...(event.currentTarget
      .closest('[role="tree"]')
      ?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? []),
  ];
  const at = rows.indexOf(event.currentTarget);
  rows[at + step]?.focus();
}

export function PartTree({
  tree,
  onOpen,
}: {
  tree: readonly InventoryTreeNode[];
  onOpen: (partNumber: string) => void;
}) {
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, open: boolean) =>
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="panel inventory-tree">
      <div className="panel-header">
        <h2>Part and alternates</h2>
        <span className="badge">{tree.length}</span>
      </div>
      <ul role="tree" aria-label="Part, alternates and offers" data-testid="inventory-tree">
        {tree.map((node, index) => {
          const isOpen = !closed.has(node.id);
          return (
            <li
              key={node.id}
              role="treeitem"
              aria-expanded={node.offers.length ? isOpen : undefined}
              aria-selected={node.is_found}
              tabIndex={index === 0 ? 0 : -1}
              className={node.is_found ? 'tree-node is-found' : 'tree-node'}
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget) return;
                if (event.key === 'ArrowDown') moveFocus(event, 1);
                else if (event.key === 'ArrowUp') moveFocus(event, -1);
                else if (event.key === 'ArrowRight') toggle(node.id, true);
                else if (event.key === 'ArrowLeft') toggle(node.id, false);
                else if (event.key === 'Enter' && !node.is_found) onOpen(node.part_number);
                else return;
                event.preventDefault();
              }}
            >
              <div className="tree-row">
                <button
                  type="button"
                  className="tree-toggle"
                  tabIndex={-1}
                  aria-label={isOpen ? 'Close' : 'Open'}
                  disabled={!node.offers.length}
                  onClick={() => toggle(node.id, !isOpen)}
                >
                  <Icon name={isOpen ? 'chevronDown' : 'chevronRight'} size={14} />
                </button>
                {node.is_found ? (
                  <span className="mono tree-pn">{node.part_number}</span>
                ) : (
                  <button
                    type="button"
                    tabIndex={-1}
                    className="link-button mono tree-pn"
                    title={`Search ${node.part_number}`}
                    onClick={() => onOpen(node.part_number)}
                  >
                    {node.part_number}
                  </button>
                )}
                <span className="muted tree-description">
                  {node.is_found ? 'this part' : 'alternate'}
                </span>
                <span className="badge">{node.offers.length}</span>
              </div>
              {isOpen && node.offers.length ? (
                <ul role="group">
                  {node.offers.map((offer) => (
                    <li key={offer.id} className={`tree-offer status-${offer.status}`}>
                      <span className="tree-offer-supplier">{offer.company.name}</span>
                      <span className="mono">{offer.condition.code ?? offer.condition.name}</span>
                      <OfferPrice offer={offer} className="num" />
                      <span className="tree-offer-status">{OFFER_STATUS_LABEL[offer.status]}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
