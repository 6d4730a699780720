/**
 * The quotation working copy (spec §3 "Single RFQ"), a zustand store: the saved original (the
 * RFQ's quotation head and text block as the server has them) and the copy the user edits.
 * - Saving PATCHes only what changed; on success both become what the server answered, on a
 *   failure the copy stays exactly as typed and the errors show beside their fields.
 * - Closing without saving restores the head from its saved original (spec §4).
 * - A refetch of the RFQ (after choosing an offer, say) never overwrites unsaved edits.
 * - Monetary sort and typed totals can be reset (spec §4, MONETARY_RESET).
 * - Unsaved edits are a draft (lib/drafts.ts: server URL + user id + RFQ): a reload or a forced
 *   end of session loses nothing, the copy comes back when the RFQ is opened again; saving or
 *   closing without saving removes it. A deliberate log-out clears the drafts; any log-out
 *   empties the store, so the next user to sign in never finds the last one's quotation.
 * - A frozen RFQ (quoted, canceled: rfq-lists.ts) shows what is saved, read-only; a draft typed
 *   before it was frozen waits in the drafts and comes back once the RFQ is renewed.
 * The store is created by a factory so tests drive a fresh one in Node with their own storage.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { KpConditions, RfqQuotation, RfqTextBlock } from '../../../../src-shared/api/rfq.ts';
import type { FieldErrors } from '../../../../src-shared/domain/errors.ts';
import { MONETARY_RESET } from '../../../../src-shared/domain/pricing.ts';
import { isApiError } from '../../../api/client.ts';
import { drafts as appDrafts, type Drafts } from '../../../lib/drafts.ts';
import { errorsFromFailure } from '../../../lib/formErrors.ts';
import { onSignOut, useSession } from '../../../stores/session.ts';
import {
  checkPatch,
  draftFromSaved,
  isDirty,
  patchFromDraft,
  withCompanyTexts,
  withCondition,
  withField,
  withMonetaryReset,
  type DraftKey,
  type QuotationDraft,
} from './draft.ts';

/** A sort of the positions by a money column (spec §4 "monetary sort"). */
export interface MonetarySort {
  id: 'unit_cost' | 'unit_price' | 'total' | 'margin';
  desc: boolean;
}

export interface SavedHead {
  quotation: RfqQuotation;
  text: RfqTextBlock;
}

type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | 'failed';

interface WorkingCopyState {
  rfqId: number | null;
  /** The RFQ may be changed (not frozen); a frozen one is shown as saved, read-only. */
  editable: boolean;
  /** The copy came back from a draft kept earlier (a reload, a session that ended). */
  restored: boolean;
  original: QuotationDraft | null;
  draft: QuotationDraft | null;
  /** The settings panel is open for editing; closing it restores the original. */
  open: boolean;
  saving: boolean;
  errors: FieldErrors;
  formError: string;
  monetarySort: MonetarySort | null;
  /** The phone and mail the quotation is sent from (quotes_phone, quotes_mail ids; '' none). */
  quotesPhone: string;
  quotesMail: string;

  /**
   * The RFQ as the server has it. A new RFQ starts from its kept draft, if any, else fresh; the
   * same one keeps unsaved edits. A frozen RFQ (`editable` false) shows what is saved.
   */
  load(rfqId: number, saved: SavedHead, editable?: boolean): void;
  set<K extends DraftKey>(key: K, value: QuotationDraft[K]): void;
  setCondition(key: keyof KpConditions, text: string, shown: KpConditions): void;
  useCompanyTexts(company: KpConditions): void;
  setMonetarySort(sort: MonetarySort | null): void;
  resetMonetary(): void;
  setQuotes(kind: 'phone' | 'mail', id: string): void;
  openQuotation(): void;
  /** Closes without saving: the copy becomes the saved original again (spec §4). */
  close(): void;
  /** Forgets the RFQ and its copy (log-out). */
  clear(): void;
  /**
   * Saves what changed with `send` (PATCH rfq/{id}/). `companyTexts` are the company's
   * conditions, sent when the copy uses them.
   */
  save(
    send: (patch: Record<string, unknown>) => Promise<SavedHead>,
    companyTexts?: KpConditions | null,
  ): Promise<SaveOutcome>;
}

const FIELD_NAMES = [
  'priority',
  'is_repair',
  'sale_type',
  'main_price_unit',
  'xRate',
  'vat',
  'vat_value',
  'vat_columns',
  'logistics_on',
  'include_transport_in_price',
  'showTransport',
  'treaty_number',
  'useDefaultText',
  'marginByUserInRFQHead',
  'showCost',
  'bill_kp',
  'priceTotalByUser',
  'priceTotalNoVatByUser',
  'totalPaidByUser',
  'kp_version',
  'legal_entity',
  'delivery_time',
  'conditions',
  'rfqNameByUser',
  'start_date',
  'end_date',
];

function withoutError(errors: FieldErrors, key: string): FieldErrors {
  if (!(key in errors)) return errors;
  const next = { ...errors };
  delete next[key];
  return next;
}

type CopyData = Pick<
  WorkingCopyState,
  | 'rfqId'
  | 'editable'
  | 'restored'
  | 'original'
  | 'draft'
  | 'open'
  | 'saving'
  | 'errors'
  | 'formError'
  | 'monetarySort'
  | 'quotesPhone'
  | 'quotesMail'
>;

/** The copy of no RFQ: where it starts, and what another RFQ or a log-out starts from. */
const NO_COPY: CopyData = {
  rfqId: null,
  editable: true,
  restored: false,
  original: null,
  draft: null,
  open: false,
  saving: false,
  errors: {},
  formError: '',
  monetarySort: MONETARY_RESET.monetarySort,
  quotesPhone: '',
  quotesMail: '',
};

/** The key of an RFQ's quotation draft (lib/drafts.ts scopes it to the server and the user). */
export function quotationDraftKey(rfqId: number): string {
  return `quotation:${rfqId}`;
}

export function createWorkingCopyStore(
  /** Where unsaved copies are kept (the app: localStorage); none: nothing is kept. */
  drafts: Drafts | null = null,
): StoreApi<WorkingCopyState> {
  const store = createStore<WorkingCopyState>()((set, get) => ({
    ...NO_COPY,

    load(rfqId, saved, editable = true) {
      const fresh = draftFromSaved(saved.quotation, saved.text);
      const state = get();
      if (!editable) {
        // Frozen: the saved quotation, read-only; a kept draft waits for a renewal.
        set({
          ...(state.rfqId === rfqId ? {} : NO_COPY),
          rfqId,
          editable: false,
          restored: false,
          original: fresh,
          draft: fresh,
          open: state.rfqId === rfqId && state.open,
          errors: {},
          formError: '',
        });
        return;
      }
      if (state.rfqId === rfqId && state.editable && isDirty(state.original, state.draft)) {
        // Unsaved edits stay; the original follows the server.
        set({ original: fresh });
        return;
      }
      const kept = drafts?.read<QuotationDraft>(quotationDraftKey(rfqId));
      if (kept && isDirty(fresh, kept.value)) {
        // Typed before a reload or a forced sign-out (or before the RFQ was frozen): back, open.
        set({
          ...(state.rfqId === rfqId ? {} : NO_COPY),
          rfqId,
          editable: true,
          restored: true,
          original: fresh,
          draft: { ...fresh, ...kept.value },
          open: true,
        });
        return;
      }
      if (state.rfqId === rfqId) {
        set({ editable: true, original: fresh, draft: fresh });
        return;
      }
      set({ ...NO_COPY, rfqId, original: fresh, draft: fresh });
    },

    set(key, value) {
      const { draft, errors } = get();
      if (!draft) return;
      set({ draft: withField(draft, key, value), errors: withoutError(errors, key) });
    },

    setCondition(key, text, shown) {
      const { draft, errors } = get();
      if (!draft) return;
      set({
        draft: withCondition(draft, key, text, shown),
        errors: withoutError(errors, 'conditions'),
      });
    },

    useCompanyTexts(company) {
      const { draft, errors } = get();
      if (!draft) return;
      set({ draft: withCompanyTexts(draft, company), errors: withoutError(errors, 'conditions') });
    },

    setMonetarySort(sort) {
      set({ monetarySort: sort });
    },

    resetMonetary() {
      const { draft } = get();
      set({
        monetarySort: MONETARY_RESET.monetarySort,
        draft: draft ? withMonetaryReset(draft) : draft,
      });
    },

    setQuotes(kind, id) {
      set(kind === 'phone' ? { quotesPhone: id } : { quotesMail: id });
    },

    openQuotation() {
      set({ open: true });
    },

    close() {
      const { original } = get();
      set({ draft: original, open: false, errors: {}, formError: '', restored: false });
    },

    clear() {
      set(NO_COPY);
    },

    async save(send, companyTexts = null) {
      const { original, draft, rfqId } = get();
      if (!original || !draft || get().saving) return 'unchanged';
      const body = patchFromDraft(original, draft, companyTexts);
      if (Object.keys(body).length === 0) return 'unchanged';
      const check = checkPatch(body);
      if (!check.ok) {
        set({ errors: check.errors, formError: check.formError });
        return 'invalid';
      }
      set({ saving: true, formError: '' });
      try {
        const saved = await send(check.patch);
        // Another RFQ opened meanwhile: its copy is not ours to touch.
        if (get().rfqId !== rfqId) return 'saved';
        const fresh = draftFromSaved(saved.quotation, saved.text);
        set({
          original: fresh,
          draft: fresh,
          saving: false,
          errors: {},
          formError: '',
          restored: false,
        });
        return 'saved';
      } catch (error) {
        // Another RFQ opened meanwhile: these errors are not about its copy.
        if (get().rfqId !== rfqId) return 'failed';
        // Nothing typed is lost: the copy stays; the errors go beside their fields.
        if (isApiError(error)) {
          const split = errorsFromFailure(error, FIELD_NAMES);
          set({ saving: false, errors: split.fields, formError: split.form });
        } else {
          set({
            saving: false,
            formError: error instanceof Error ? error.message : String(error),
          });
        }
        return 'failed';
      }
    },
  }));

  // The copy of an editable RFQ is kept while it differs from what is saved, and only then.
  if (drafts) {
    store.subscribe((state, previous) => {
      if (state.rfqId === null || !state.editable || !state.original || !state.draft) return;
      if (state.draft === previous.draft && state.original === previous.original) return;
      const key = quotationDraftKey(state.rfqId);
      if (isDirty(state.original, state.draft)) drafts.write(key, state.draft, state.original);
      else drafts.remove(key);
    });
  }
  return store;
}

/** The app's one working copy: one RFQ is open for quoting at a time. */
export const workingCopyStore = createWorkingCopyStore(appDrafts);
// Any log-out empties the store; the drafts go only with a deliberate one (lib/drafts.ts). So
// does another user signing in over an expired session: their copy is not this one.
onSignOut(() => workingCopyStore.getState().clear());
useSession.subscribe((state, previous) => {
  const before = previous.claims?.user_id;
  if (before !== undefined && state.claims && state.claims.user_id !== before) {
    workingCopyStore.getState().clear();
  }
});

export function useWorkingCopy<T>(selector: (state: WorkingCopyState) => T): T {
  return useStore(workingCopyStore, selector);
}

export function selectDirty(state: WorkingCopyState): boolean {
  return isDirty(state.original, state.draft);
}
