/**
 * The quotation working copy (spec §3, §4): edits, dirty, save sends only what changed and takes
 * what the server answered, a failed save keeps everything typed, closing restores the saved
 * original, a refetch never overwrites unsaved edits, a repair is ROUTINE, totals reset.
 */
import { describe, expect, it } from 'vitest';
import type { RfqQuotation, RfqTextBlock } from '../../src-shared/api/rfq.ts';
import { ApiError } from '../../src-renderer/api/client.ts';
import {
  checkPatch,
  draftFromSaved,
  parseDecimal,
  patchFromDraft,
} from '../../src-renderer/features/rfq/quotation/draft.ts';
import {
  createWorkingCopyStore,
  selectDirty,
  workingCopyStore,
  type SavedHead,
} from '../../src-renderer/features/rfq/quotation/workingCopy.ts';
import { useSession } from '../../src-renderer/stores/session.ts';
import { quotationRecord } from './rfq-records.ts';

/** A quotation in euros (VAT off, at 20 % when turned on), with a treaty and a legal entity. */
function quotation(overrides: Partial<RfqQuotation> = {}): RfqQuotation {
  return quotationRecord({
    priority: 'AOG',
    xRateBySystem: 0.92,
    main_price_unit: { id: 2, name: 'Euro', code: 'EUR', symbol: '€' },
    vat_value: 20,
    treaty_number: 'T-1',
    useDefaultText: true,
    legal_entity: { id: 7, name: 'Aero US' },
    ...overrides,
  });
}

const TEXT: RfqTextBlock = { rfqNameByUser: '', start_date: null, end_date: null };

function saved(overrides: Partial<RfqQuotation> = {}, text: Partial<RfqTextBlock> = {}): SavedHead {
  return { quotation: quotation(overrides), text: { ...TEXT, ...text } };
}

describe('the working copy', () => {
  it('starts as the saved original and is not dirty', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    expect(store.getState().draft).toEqual(store.getState().original);
    expect(selectDirty(store.getState())).toBe(false);
    expect(store.getState().draft?.delivery_time).toBe('35');
  });

  it('is dirty after an edit and clean again when the edit is undone', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('vat', true);
    expect(selectDirty(store.getState())).toBe(true);
    store.getState().set('vat', false);
    expect(selectDirty(store.getState())).toBe(false);
  });

  it('makes a repair ROUTINE and keeps it there (spec §4)', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved({ priority: 'AOG' }));
    store.getState().set('is_repair', true);
    expect(store.getState().draft?.priority).toBe('ROUTINE');
    store.getState().set('priority', 'CRITICAL');
    expect(store.getState().draft?.priority).toBe('ROUTINE');
  });

  it('saves only what changed, in the server shape, and takes the answer as the new original', async () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('xRate', '0,95');
    store.getState().set('vat', true);
    store.getState().set('priceTotalByUser', '12,500.50');
    store.getState().set('marginByUserInRFQHead', '15');
    const sent: Record<string, unknown>[] = [];
    const outcome = await store.getState().save(async (patch) => {
      sent.push(patch);
      return saved({
        xRate: 0.95,
        vat: true,
        priceTotalByUser: 12500.5,
        marginByUserInRFQHead: 15,
      });
    });
    expect(outcome).toBe('saved');
    expect(sent).toEqual([
      { xRate: 0.95, vat: true, marginByUserInRFQHead: 15, priceTotalByUser: '12,500.50' },
    ]);
    expect(selectDirty(store.getState())).toBe(false);
    expect(store.getState().original?.xRate).toBe('0.95');
  });

  it('sends nothing when nothing changed', async () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    let calls = 0;
    const outcome = await store.getState().save(async () => {
      calls += 1;
      return saved();
    });
    expect(outcome).toBe('unchanged');
    expect(calls).toBe(0);
  });

  it('refuses what the shared schema refuses, without calling the server', async () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('xRate', 'abc');
    let calls = 0;
    const send = async () => {
      calls += 1;
      return saved();
    };
    expect(await store.getState().save(send)).toBe('invalid');
    expect(store.getState().errors.xRate?.[0]).toMatch(/rate/i);
    expect(store.getState().draft?.xRate).toBe('abc');

    store.getState().set('xRate', '');
    store.getState().set('end_date', '2026-01-01');
    store.getState().set('start_date', '2026-02-01');
    expect(await store.getState().save(send)).toBe('invalid');
    expect(store.getState().errors.end_date?.[0]).toMatch(/before the start/);
    expect(calls).toBe(0);
  });

  it('keeps everything typed when the server refuses, with the errors beside their fields', async () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('treaty_number', 'T-99');
    store.getState().set('legal_entity', '999');
    const outcome = await store.getState().save(async () => {
      throw new ApiError({
        message: 'Invalid pk "999" - object does not exist.',
        status: 400,
        kind: 'http',
        body: { legal_entity: ['Invalid pk "999" - object does not exist.'] },
      });
    });
    expect(outcome).toBe('failed');
    expect(store.getState().draft?.treaty_number).toBe('T-99');
    expect(store.getState().draft?.legal_entity).toBe('999');
    expect(store.getState().errors.legal_entity).toEqual([
      'Invalid pk "999" - object does not exist.',
    ]);
    expect(selectDirty(store.getState())).toBe(true);
    // Editing the field clears its error.
    store.getState().set('legal_entity', '7');
    expect(store.getState().errors.legal_entity).toBeUndefined();
  });

  it('closing restores the head from its saved original (spec §4)', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved({ vat: false, kp_version: 3 }));
    store.getState().openQuotation();
    store.getState().set('vat', true);
    store.getState().set('kp_version', '1');
    store.getState().setCondition('payment', '100% prepayment', store.getState().draft!.conditions);
    store.getState().close();
    expect(store.getState().open).toBe(false);
    expect(store.getState().draft).toEqual(store.getState().original);
    expect(store.getState().draft?.vat).toBe(false);
    expect(store.getState().draft?.kp_version).toBe('3');
    expect(store.getState().draft?.conditions.payment).toBe('');
  });

  it('a refetch of the same RFQ keeps unsaved edits; another RFQ starts fresh', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('treaty_number', 'typed');
    store.getState().load(5, saved({ treaty_number: 'T-2' }));
    expect(store.getState().draft?.treaty_number).toBe('typed');
    expect(store.getState().original?.treaty_number).toBe('T-2');
    store.getState().load(6, saved());
    expect(store.getState().draft?.treaty_number).toBe('T-1');
    expect(selectDirty(store.getState())).toBe(false);
  });

  it('a failed save of an RFQ left meanwhile puts no errors on the one now open', async () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved());
    store.getState().set('treaty_number', 'T-99');
    let refuse: (error: unknown) => void = () => undefined;
    const saving = store.getState().save(
      () =>
        new Promise<SavedHead>((_resolve, reject) => {
          refuse = reject;
        }),
    );
    store.getState().load(6, saved());
    refuse(
      new ApiError({
        message: 'Too long.',
        status: 400,
        kind: 'http',
        body: { treaty_number: ['Too long.'] },
      }),
    );
    expect(await saving).toBe('failed');
    expect(store.getState().rfqId).toBe(6);
    expect(store.getState().errors).toEqual({});
    expect(store.getState().formError).toBe('');
    expect(selectDirty(store.getState())).toBe(false);
  });

  it("log-out empties it: the next user never finds the last one's unsaved quotation", () => {
    useSession.getState().signIn({ access: 'a.b.c', refresh: 'r' });
    workingCopyStore.getState().load(5, saved());
    workingCopyStore.getState().openQuotation();
    workingCopyStore.getState().set('treaty_number', 'typed by the first user');
    useSession.getState().signOut('user');
    expect(workingCopyStore.getState()).toMatchObject({
      rfqId: null,
      draft: null,
      original: null,
      open: false,
    });
    // The same RFQ, opened by whoever signs in next, shows what the server has.
    workingCopyStore.getState().load(5, saved());
    expect(workingCopyStore.getState().draft?.treaty_number).toBe('T-1');
    expect(selectDirty(workingCopyStore.getState())).toBe(false);
  });

  it('resets the monetary sort and the typed totals (MONETARY_RESET)', () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved({ priceTotalByUser: 1000, totalPaidByUser: 50 }));
    store.getState().setMonetarySort({ id: 'total', desc: true });
    store.getState().resetMonetary();
    expect(store.getState().monetarySort).toBeNull();
    expect(store.getState().draft?.priceTotalByUser).toBe('');
    expect(store.getState().draft?.totalPaidByUser).toBe('');
    // The reset is a change to save: the typed totals go back to the system's (null).
    const patch = patchFromDraft(store.getState().original!, store.getState().draft!);
    expect(patch).toEqual({ priceTotalByUser: null, totalPaidByUser: null });
    expect(checkPatch(patch).ok).toBe(true);
  });

  it("typing a condition makes the texts the RFQ's own; 'use company texts' takes them back", () => {
    const store = createWorkingCopyStore();
    store.getState().load(5, saved({ useDefaultText: true }));
    const company = {
      payment: 'Net 30',
      delivery: 'EXW',
      shipping: 'Paid by buyer',
      exchange: '',
      warranty: '6 months',
      loan: '',
    };
    store.getState().setCondition('payment', 'Prepayment', company);
    const draft = store.getState().draft!;
    expect(draft.useDefaultText).toBe(false);
    expect(draft.conditions).toEqual({ ...company, payment: 'Prepayment' });
    expect(patchFromDraft(store.getState().original!, draft, company)).toEqual({
      useDefaultText: false,
      conditions: { ...company, payment: 'Prepayment' },
    });
    store.getState().useCompanyTexts(company);
    expect(store.getState().draft?.conditions).toEqual(company);
    expect(selectDirty(store.getState())).toBe(false);
  });
});

describe('draft values', () => {
  it('reads decimals as people type them', () => {
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1,250.75')).toBe(1250.75);
    expect(parseDecimal('1,250')).toBe(1250);
    expect(parseDecimal('')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });

  it('turns saved values into form text and back without loss', () => {
    const original = draftFromSaved(
      quotation({ xRate: 92.5, marginByUserInRFQHead: 12, legal_entity: null }),
      { rfqNameByUser: 'Spring', start_date: '2026-03-01', end_date: null },
    );
    expect(original.xRate).toBe('92.5');
    expect(original.legal_entity).toBe('');
    const changed = {
      ...original,
      xRate: '',
      marginByUserInRFQHead: '',
      legal_entity: '7',
      end_date: '2026-04-01',
    };
    expect(patchFromDraft(original, changed)).toEqual({
      xRate: null,
      marginByUserInRFQHead: null,
      legal_entity: 7,
      end_date: '2026-04-01',
    });
  });
});
