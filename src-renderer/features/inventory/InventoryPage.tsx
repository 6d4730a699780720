/**
 * The inventory search (spec §2 "Inventory search: part numbers, alternates, tree, offers and
 * requests"): one search box that answers as it is typed (the part number is in the address, so
 * Back and a shared link work), the part's tree on the left (part → alternates → offers), its
 * offers and the requests that asked for it on the right, and the actions the role may take.
 * Nothing found: the nearest part numbers, and (for those who may) recording it as unknown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InventoryState } from '../../../src-shared/api/inventory.ts';
import { COMPONENT_TYPE_LABEL } from '../../../src-shared/domain/component-type.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Fact } from '../../components/DetailPage.tsx';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { counted, formatInteger } from '../../lib/format.ts';
import { useDebouncedValue, useShortcut } from '../../lib/hooks.ts';
import { useRoles, useRoleUrl } from '../../stores/session.ts';
import { OfferDialog } from '../offer/OfferDialog.tsx';
import { refreshInventory, useInventoryState, useToNewGroup } from './api.ts';
import { AddAlternatesDialog, AddRfqDialog, UnknownPnDialog } from './InventoryDialogs.tsx';
import { InventoryOffers, InventoryRequests } from './InventoryTables.tsx';
import { PartTree } from './PartTree.tsx';
import '../../styles/sales.css';
import '../../styles/inventory.css';

/** How long typing pauses before the search asks (short: it answers as people type). */
const SEARCH_DELAY_MS = 250;

type OpenDialog = 'offer' | 'rfq' | 'alternates' | 'newGroup' | 'unknown' | null;

export function InventoryPage() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('pn') ?? '';
  const [text, setText] = useState(fromAddress);
  const inputRef = useRef<HTMLInputElement>(null);
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS);
  const roles = useRoles();
  const role = useRoleUrl();
  const mayWrite = can(roles, 'inventory', 'write');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // What is typed follows the address when it changes from outside (Back, a link): adjusted
  // while rendering, as React advises for state derived from a changed input.
  const [address, setAddress] = useState(fromAddress);
  if (address !== fromAddress) {
    setAddress(fromAddress);
    if (text.trim() !== fromAddress) setText(fromAddress);
  }
  // The address follows what was typed once typing pauses (replace: one history entry per
  // search, not per key). Only a change of the typed text moves it, never the address itself.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (lastTyped.current === typed) return;
    lastTyped.current = typed;
    const trimmed = typed.trim();
    if (trimmed === (params.get('pn') ?? '')) return;
    setParams(trimmed ? { pn: trimmed } : {}, { replace: true });
  }, [typed, params, setParams]);

  useShortcut(
    '/',
    useCallback(() => inputRef.current?.focus(), []),
  );

  const searching = partNumberKey(typed) !== '';
  const query = useInventoryState(typed.trim());
  const state = searching ? query.data : undefined;
  const open = (partNumber: string) => {
    setText(partNumber);
    setParams({ pn: partNumber });
  };

  return (
    <TitledPage className="page-inventory" title="Inventory">
      <div className="inventory-search">
        <Icon name="search" className="search-icon" />
        <input
          ref={inputRef}
          type="search"
          className="input inventory-search-input"
          placeholder="Part number, as you have it: 2314-0067, 23140067, 2314 0067…"
          aria-label="Part number"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
            // Enter on a number not found opens the nearest one (a typo, fixed on one key).
            const nearest = state && !state.found ? state.suggestions[0] : undefined;
            if (event.key === 'Enter' && nearest) {
              event.preventDefault();
              open(nearest.part_number);
            }
          }}
          data-testid="inventory-search"
        />
        {query.isFetching && searching ? <span className="inventory-busy">Searching…</span> : null}
        <kbd className="kbd" aria-hidden="true">
          /
        </kbd>
      </div>
      {!searching ? (
        <EmptyState title="Find a part number">
          Type a part number: case, spaces, dashes, dots and slashes do not matter. Its alternates,
          offers and the requests that asked for it appear here.
        </EmptyState>
      ) : query.isError && !state ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !state ? (
        <LoadingState label="Searching…" />
      ) : state.found ? (
        <FoundPart
          state={state}
          mayWrite={mayWrite}
          onOpen={open}
          onAction={(next) => setDialog(next)}
        />
      ) : (
        <NotFound
          state={state}
          mayWrite={mayWrite}
          onOpen={open}
          onRecord={() => setDialog('unknown')}
        />
      )}
      {dialog === 'offer' && state?.part ? (
        <OfferDialog
          offer={null}
          partNumber={state.part.part_number}
          onClose={() => {
            setDialog(null);
            void refreshInventory(role);
          }}
        />
      ) : null}
      {dialog === 'rfq' && state?.part ? (
        <AddRfqDialog part={state.part} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'alternates' && state?.group && state.part ? (
        <AddAlternatesDialog
          groupId={state.group.id}
          partNumber={state.part.part_number}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'newGroup' && state?.part ? (
        <NewGroupConfirm
          partId={state.part.id}
          partNumber={state.part.part_number}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'unknown' && state ? (
        <UnknownPnDialog
          partNumber={state.part_number}
          onClose={() => setDialog(null)}
          onRecorded={(recorded) => open(recorded.part_number)}
        />
      ) : null}
    </TitledPage>
  );
}

const STATUS_CLASS: Record<string, string> = {
  'Offers available': 'tag tag-ok',
  'Offers expired': 'tag tag-warn',
};

function FoundPart({
  state,
  mayWrite,
  onOpen,
  onAction,
}: {
  state: InventoryState;
  mayWrite: boolean;
  onOpen: (partNumber: string) => void;
  onAction: (dialog: OpenDialog) => void;
}) {
  const part = state.part;
  if (!part) return null;
  const activeInGroup = [part, ...state.part_alts].reduce(
    (sum, member) => sum + member.active_offers_count,
    0,
  );
  return (
    <div className="inventory-result" data-testid="inventory-result">
      <section className="panel inventory-head">
        <div className="inventory-title">
          <h2 className="mono" data-testid="inventory-part-number">
            {part.part_number}
          </h2>
          <span className="muted">{part.description || '—'}</span>
          <span
            className={STATUS_CLASS[state.offer_status ?? ''] ?? 'tag tag-muted'}
            data-testid="inventory-offer-status"
          >
            {state.offer_status ?? 'No offers yet'}
          </span>
          {part.component_type ? (
            <span className="tag tag-plain">{COMPONENT_TYPE_LABEL[part.component_type]}</span>
          ) : null}
          {part.unknown_since ? <span className="tag tag-plain">Recorded as unknown</span> : null}
          {mayWrite ? (
            <div className="panel-actions inventory-actions">
              <button type="button" className="button" onClick={() => onAction('offer')}>
                <Icon name="plus" size={14} /> New offer
              </button>
              <button type="button" className="button" onClick={() => onAction('rfq')}>
                <Icon name="inbox" size={14} /> Add RFQ
              </button>
              <button type="button" className="button" onClick={() => onAction('alternates')}>
                <Icon name="list" size={14} /> Add alternates
              </button>
              {state.alts_count > 0 ? (
                <button type="button" className="button" onClick={() => onAction('newGroup')}>
                  <Icon name="undo" size={14} /> Move to a new group
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <dl className="facts">
          <Fact label="Manufacturer (OEM)" value={state.inventory_oem?.name ?? '—'} />
          <Fact label="ATA chapter" value={part.ata_chapter?.name ?? '—'} />
          <Fact label="Group" value={state.group?.name ?? '—'} />
          <Fact
            label="Alternates"
            value={formatInteger(state.alts_count)}
            testId="inventory-alts-count"
          />
          <Fact
            label="Offers in the group"
            value={`${formatInteger(activeInGroup)} active of ${formatInteger(state.offers_count)}`}
          />
          <Fact label="Requests" value={formatInteger(state.requests_count)} />
        </dl>
      </section>
      <div className="inventory-columns">
        <PartTree tree={state.tree} onOpen={onOpen} />
        <div className="inventory-lists">
          <InventoryOffers state={state} />
          <InventoryRequests state={state} />
        </div>
      </div>
    </div>
  );
}

function NotFound({
  state,
  mayWrite,
  onOpen,
  onRecord,
}: {
  state: InventoryState;
  mayWrite: boolean;
  onOpen: (partNumber: string) => void;
  onRecord: () => void;
}) {
  return (
    <section className="panel inventory-not-found" data-testid="inventory-not-found">
      <div className="panel-header">
        <h2>
          No part number <span className="mono">{state.part_number}</span> in the inventory
        </h2>
        {mayWrite ? (
          <div className="panel-actions">
            <button type="button" className="button" onClick={onRecord}>
              <Icon name="plus" size={14} /> Record as unknown part number
            </button>
          </div>
        ) : null}
      </div>
      {state.suggestions.length ? (
        <div className="inventory-suggestions">
          <p className="muted">Did you mean one of these?</p>
          <ul>
            {state.suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onOpen(suggestion.part_number)}
                  data-testid="inventory-suggestion"
                >
                  <span className="mono">{suggestion.part_number}</span>
                </button>
                <span className="muted">
                  {suggestion.description}
                  {suggestion.alts_count ? ` · ${counted(suggestion.alts_count, 'alternate')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="panel-empty muted">Nothing close to it either.</p>
      )}
    </section>
  );
}

function NewGroupConfirm({
  partId,
  partNumber,
  onClose,
}: {
  partId: number;
  partNumber: string;
  onClose: () => void;
}) {
  const move = useToNewGroup();
  return (
    <ConfirmDialog
      title="Move to a new group"
      message={
        <>
          <span className="mono">{partNumber}</span> will no longer be an alternate of the other
          part numbers of its group. Its offers stay with it.
        </>
      }
      confirmLabel="Move"
      testId="new-group-dialog"
      onConfirm={async () => {
        await move.mutateAsync(partId);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
