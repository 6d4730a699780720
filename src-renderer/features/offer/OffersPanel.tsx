import { useMemo, useState } from 'react';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import type { RfqPosition } from '../../../src-shared/api/rfq.ts';
import { OFFER_STATUS_LABEL } from '../../../src-shared/domain/offer-status.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { columnKit, controlsColumn } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Menu, MenuItem, Popover } from '../../components/Popover.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { usePositionOffers, useRequestOffers, useSetOfferActive } from '../rfq/api.ts';
import { useChooseOffer } from './useChooseOffer.ts';
import { HistoricalPrices } from '../rfq/HistoricalPrices.tsx';
import { compareOffers, offerMarks, type OfferMarks } from './offerCompare.ts';
import { OfferDialog } from './OfferDialog.tsx';
import { OfferHistoryDrawer } from './OfferHistoryDrawer.tsx';
import { BestFigure, OfferQuantity } from './offerCells.tsx';
import { currencyCode, offerInQuoteCurrency } from '../rfq/quotation/livePricing.ts';
import type { QuotationPricing } from '../rfq/quotation/useQuotationPricing.ts';

const col = columnKit<SupplierOffer>();

interface OfferColumnOptions {
  currency: string;
  priceOf: (offer: SupplierOffer) => number | null;
  marks: OfferMarks;
  chosenId: number | null;
  /** Choosing an offer for the position is an RFQ write. */
  mayEdit: boolean;
  /** Editing and (de)activating offers is an inventory write. */
  mayEditOffers: boolean;
  choosing: number | null;
  onChoose: (offer: SupplierOffer) => void;
  onEdit: (offer: SupplierOffer) => void;
  onHistory: (offer: SupplierOffer) => void;
  onToggleActive: (offer: SupplierOffer) => void;
}

function offerColumns(o: OfferColumnOptions): DataColumnDef<SupplierOffer>[] {
  return [
    controlsColumn<SupplierOffer>('choose', 'Choose', 86, (offer) => {
      if (offer.id === o.chosenId) {
        return (
          <span className="chosen-mark" data-testid="chosen-offer">
            <Icon name="check" size={13} /> Chosen
          </span>
        );
      }
      // An inactive offer cannot be chosen: no button to tempt.
      if (!o.mayEdit || !offer.is_active) return null;
      return (
        <button
          type="button"
          className="button button-small choose-button"
          aria-label="Choose offer"
          title={
            offer.is_active
              ? `Quote from ${offer.company.name}`
              : 'An inactive offer cannot be chosen'
          }
          disabled={o.choosing !== null}
          onClick={() => o.onChoose(offer)}
        >
          {o.choosing === offer.id ? '…' : 'Choose'}
        </button>
      );
    }),
    col.cell(
      { id: 'supplier', value: (row) => row.company.name },
      'Supplier · PN',
      128,
      (_, offer) => {
        return (
          <span
            className="cell-2l"
            title={`${offer.company.name} · ${offer.inventory.part_number} ${offer.inventory.description}`}
          >
            <span className="cell-strong">{offer.company.name}</span>
            <span className="sub">
              <span className="mono">{offer.inventory.part_number}</span>
              {offer.is_alternate ? <span className="tag tag-small tag-alt">ALT</span> : null}
            </span>
          </span>
        );
      },
      { label: 'Supplier and part number' },
    ),
    col.cell(
      { id: 'quantity', value: (row) => row.quantity },
      'Qty',
      50,
      (_, offer) => <OfferQuantity offer={offer} />,
      { sorting: 'off', label: 'Condition and quantity', align: 'end' },
    ),
    col.cell(
      { id: 'price', value: (row) => o.priceOf(row) ?? Number.POSITIVE_INFINITY },
      `Price ${o.currency}`,
      106,
      (_, offer) => {
        const value = o.priceOf(offer);
        const own = currencyCode(offer.currency);
        return (
          <span className="cell-2l">
            <BestFigure offer={offer} marks={o.marks} mark="cheapest" className="cell-strong">
              {value === null ? '—' : formatMoney(value)}
            </BestFigure>
            <span className="sub">
              {own === o.currency ? 'offer currency' : `${formatMoney(offer.price)} ${own}`}
            </span>
          </span>
        );
      },
      { label: `Price in ${o.currency}, and in the offer currency`, align: 'end' },
    ),
    col.cell(
      'lead_time_days',
      'Lead',
      80,
      (_, offer) => {
        return (
          <span className="cell-2l">
            <BestFigure offer={offer} marks={o.marks} mark="fastest">
              {offer.lead_time_days} d
            </BestFigure>
            <span
              className={`sub${offer.status === 'active' ? '' : ' sub-off'}`}
              title={`${OFFER_STATUS_LABEL[offer.status]}${offer.valid_until ? `, valid until ${offer.valid_until}` : ', no end date'}`}
              data-testid="offer-status"
            >
              {/* The server's status (offer-status.ts): the same words as on every screen. */}
              {offer.status === 'active'
                ? offer.valid_until
                  ? `to ${formatDate(offer.valid_until).slice(5)}`
                  : 'open'
                : OFFER_STATUS_LABEL[offer.status]}
            </span>
          </span>
        );
      },
      { label: 'Lead time and validity', align: 'end' },
    ),
    controlsColumn<SupplierOffer>('actions', 'Actions', 34, (offer) => {
      return (
        <Popover
          buttonLabel={`Actions for the offer from ${offer.company.name}`}
          buttonClassName="icon-button"
          haspopup="menu"
          button={<Icon name="more" size={16} />}
        >
          {(close) => (
            <Menu label={`Offer from ${offer.company.name}`}>
              <MenuItem
                onSelect={() => {
                  close();
                  o.onHistory(offer);
                }}
              >
                <Icon name="clock" size={14} /> History
              </MenuItem>
              {o.mayEditOffers ? (
                <>
                  <MenuItem
                    onSelect={() => {
                      close();
                      o.onEdit(offer);
                    }}
                  >
                    <Icon name="edit" size={14} /> Edit offer
                  </MenuItem>
                  <MenuItem
                    danger={!offer.deactivated}
                    onSelect={() => {
                      close();
                      o.onToggleActive(offer);
                    }}
                  >
                    <Icon name="power" size={14} />{' '}
                    {offer.deactivated ? 'Reactivate' : 'Deactivate'}
                  </MenuItem>
                </>
              ) : null}
            </Menu>
          )}
        </Popover>
      );
    }),
  ];
}

/**
 * The offers of the current position, side by side with the positions: every supplier offer for
 * its part number group (alternates marked), its price also in the quote currency, the cheapest
 * and the fastest marked, the chosen one obvious; choose, create, edit, deactivate, history,
 * and the earlier KP prices of this part number. A position without offers can ask for them.
 */
export function OffersPanel({
  rfqId,
  position,
  pricing,
  currency,
  mayEdit,
  mayEditOffers,
}: {
  rfqId: number;
  position: RfqPosition | null;
  pricing: QuotationPricing;
  currency: string;
  /** May choose offers and ask for offers (RFQ write). */
  mayEdit: boolean;
  /** May create, edit and (de)activate offers (inventory write, which some RFQ writers lack). */
  mayEditOffers: boolean;
}) {
  const offers = usePositionOffers(position?.id ?? null);
  const chooser = useChooseOffer(rfqId);
  const { choosing } = chooser;
  const setActive = useSetOfferActive();
  const needOffers = useRequestOffers(rfqId);
  const [dialog, setDialog] = useState<
    | { kind: 'create' }
    | { kind: 'edit'; offer: SupplierOffer }
    | { kind: 'history'; offer: SupplierOffer }
    | { kind: 'active'; offer: SupplierOffer }
    | { kind: 'need' }
    | null
  >(null);

  const settings = pricing.settings.ok ? pricing.settings.settings : null;
  const priceOf = useMemo(
    () => (offer: SupplierOffer) => offerInQuoteCurrency(offer, settings),
    [settings],
  );
  const all = useMemo(() => offers.data ?? [], [offers.data]);
  const shown = useMemo(
    () => [...all].sort((a, b) => compareOffers(a, b, priceOf)),
    [all, priceOf],
  );
  const marks = useMemo(() => offerMarks(all, priceOf), [all, priceOf]);

  const choose = async (offer: SupplierOffer) => {
    if (!position) return;
    await chooser.choose(position.id, offer.id);
  };

  const columns = useMemo(
    () =>
      offerColumns({
        currency,
        priceOf,
        marks,
        chosenId: position?.chosen_offer ?? null,
        mayEdit,
        mayEditOffers,
        choosing,
        onChoose: (offer) => void choose(offer),
        onEdit: (offer) => setDialog({ kind: 'edit', offer }),
        onHistory: (offer) => setDialog({ kind: 'history', offer }),
        onToggleActive: (offer) => setDialog({ kind: 'active', offer }),
      }),
    // `choose` closes over the position, which is in the list through its id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      currency,
      priceOf,
      marks,
      position?.chosen_offer,
      position?.id,
      mayEdit,
      mayEditOffers,
      choosing,
    ],
  );

  if (!position) {
    return (
      <section className="panel offers-panel" aria-label="Offers">
        <div className="panel-empty muted">Choose a position to see its offers.</div>
      </section>
    );
  }

  const activeCount = all.filter((offer) => offer.is_active).length;
  return (
    <section className="panel offers-panel" aria-labelledby="offers-title">
      <header className="panel-header">
        <h2 id="offers-title" title={`Position ${position.index}, quantity ${position.quantity}`}>
          Offers <span className="mono">{position.requested_part_number}</span>
        </h2>
        {offers.data ? (
          <span className="badge" title={`${activeCount} active of ${all.length}`}>
            {activeCount}/{all.length}
          </span>
        ) : null}
        <span className="grow" />
        {mayEdit ? (
          <ActionButton
            small
            icon="send"
            iconSize={13}
            label={position.need_offers ? 'Offers requested' : 'Need offers'}
            onClick={() => setDialog({ kind: 'need' })}
            title="Ask parts search for offers (end position)"
            disabled={position.need_offers}
          />
        ) : null}
        {mayEditOffers ? <NewOfferButton onClick={() => setDialog({ kind: 'create' })} /> : null}
      </header>
      {offers.isPending ? (
        <LoadingState label="Loading offers…" />
      ) : offers.isError ? (
        <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />
      ) : (
        <DataTable
          label={`Offers for ${position.requested_part_number}`}
          testId="offers-table"
          columns={columns}
          data={shown}
          getRowId={(offer) => String(offer.id)}
          rowLabel={(offer) => `${offer.company.name} ${offer.inventory.part_number}`}
          rowClassName={(offer) =>
            [
              offer.id === position.chosen_offer ? 'row-chosen' : '',
              offer.is_active ? '' : 'row-inactive',
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          emptyTitle="No offers for this part number yet"
          emptyDetail={
            mayEdit || mayEditOffers ? (
              <span className="empty-actions">
                {mayEdit ? (
                  <ActionButton
                    look="primary"
                    small
                    icon="send"
                    iconSize={13}
                    label="Need offers"
                    onClick={() => setDialog({ kind: 'need' })}
                    disabled={position.need_offers}
                  />
                ) : null}
                {mayEditOffers ? (
                  <NewOfferButton onClick={() => setDialog({ kind: 'create' })} />
                ) : null}
              </span>
            ) : null
          }
        />
      )}
      <HistoricalPrices partNumber={position.inventory.part_number} />

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <OfferDialog
          offer={dialog.kind === 'edit' ? dialog.offer : null}
          partNumber={position.inventory.part_number}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'history' ? (
        <OfferHistoryDrawer offer={dialog.offer} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'active' ? (
        <ConfirmDialog
          title={`${dialog.offer.deactivated ? 'Reactivate' : 'Deactivate'} offer`}
          message={`${dialog.offer.company.name} · ${dialog.offer.inventory.part_number} · ${formatMoney(dialog.offer.price)} ${currencyCode(dialog.offer.currency)}`}
          confirmLabel={dialog.offer.deactivated ? 'Reactivate' : 'Deactivate'}
          comment={{ mode: 'optional' }}
          danger={!dialog.offer.deactivated}
          onConfirm={async (comment) => {
            await setActive.mutateAsync({
              id: dialog.offer.id,
              active: dialog.offer.deactivated,
              comment,
            });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          testId="offer-active-dialog"
        />
      ) : null}
      {dialog?.kind === 'need' ? (
        <ConfirmDialog
          title="Need offers"
          message={`Parts search looks for offers for ${position.requested_part_number} × ${position.quantity}.`}
          confirmLabel="Request offers"
          comment={{ mode: 'optional', label: 'What is needed' }}
          onConfirm={async (comment) => {
            await needOffers.mutateAsync({ positionId: position.id, comment });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          testId="need-offers-dialog"
        />
      ) : null}
    </section>
  );
}

/** Opens the new offer dialog: in the panel's head, and again where the panel has no offers. */
function NewOfferButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button-small" onClick={onClick}>
      <Icon name="plus" size={13} /> New offer
    </button>
  );
}
