/**
 * Drafts of typed work (lib/drafts.ts, the lead's decision for issue 6): kept by server URL + user
 * id + record, never seen by another user or against another server, kept through a forced end
 * of session and cleared by a deliberate log-out; the quotation working copy kept and brought
 * back, shown as saved on a frozen RFQ, removed when saved or closed. The Web Storage here is a
 * plain in-memory one (Node has none); the e2e suite drives the real localStorage.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RfqQuotation } from '../../src-shared/api/rfq.ts';
import {
  createDrafts,
  draftScope,
  drafts,
  type DraftStorage,
} from '../../src-renderer/lib/drafts.ts';
import {
  createWorkingCopyStore,
  quotationDraftKey,
  selectDirty,
  type SavedHead,
} from '../../src-renderer/features/rfq/quotation/workingCopy.ts';
import { useAppInfo } from '../../src-renderer/stores/appInfo.ts';
import { onSignOut, useSession } from '../../src-renderer/stores/session.ts';
import { accessToken } from './access-token.ts';
import { quotationRecord } from './rfq-records.ts';

class MemoryStorage implements DraftStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function signIn(userId: number) {
  useSession.getState().signIn({
    access: accessToken({ user_id: userId, username: `user${userId}`, jti: `user${userId}` }),
    refresh: 'r',
  });
}

function setServer(serverUrl: string, embeddedServer = true) {
  useAppInfo.setState({
    info: { serverUrl, embeddedServer } as never,
  });
}

describe('draft storage', () => {
  it('keys a draft by server, user and record; others never see it', () => {
    const storage = new MemoryStorage();
    let scope: string | null = draftScope('http://a:8000/', 1);
    const store = createDrafts(
      () => storage,
      () => scope,
    );
    store.write('rfq-create', { comment: 'typed' }, { comment: '' });
    expect(store.read('rfq-create')?.value).toEqual({ comment: 'typed' });
    expect(store.read('rfq-create')?.base).toEqual({ comment: '' });
    scope = draftScope('http://a:8000/', 2);
    expect(store.read('rfq-create')).toBeNull();
    scope = draftScope('http://b:8000/', 1);
    expect(store.read('rfq-create')).toBeNull();
    scope = null;
    expect(store.read('rfq-create')).toBeNull();
    store.write('rfq-create', { comment: 'nobody' }, { comment: '' });
    expect(storage.length).toBe(1);
    scope = draftScope('http://a:8000/', 1);
    expect(store.count()).toBe(1);
    store.clearScope(draftScope('http://a:8000/', 1));
    expect(storage.length).toBe(0);
  });

  it('a corrupt entry is no draft, and a full storage loses the draft, not the form', () => {
    const storage = new MemoryStorage();
    const store = createDrafts(
      () => storage,
      () => 'x|',
    );
    storage.setItem('x|broken', '{not json');
    expect(store.read('broken')).toBeNull();
    const full: DraftStorage = {
      ...storage,
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      createDrafts(
        () => full,
        () => 'x|',
      ).write('a', 1, 0),
    ).not.toThrow();
  });
});

describe('the app drafts and the end of a session', () => {
  const storage = new MemoryStorage();
  const global = globalThis as { localStorage?: DraftStorage };
  beforeEach(() => {
    global.localStorage = storage;
    setServer('http://127.0.0.1:8000/');
  });
  afterEach(() => {
    delete global.localStorage;
  });

  it('a forced end keeps them for the next sign-in; a deliberate log-out clears them', () => {
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    signIn(41);
    drafts.write('holding-create', { name: 'Typed' }, { name: '' });
    useSession.getState().signOut('forced');
    expect(drafts.read('holding-create')).toBeNull(); // nobody signed in: nothing to read
    signIn(41);
    expect(drafts.read('holding-create')?.value).toEqual({ name: 'Typed' });
    // Another user on this computer sees none of it.
    useSession.getState().signOut('forced');
    signIn(42);
    expect(drafts.read('holding-create')).toBeNull();
    expect(drafts.count()).toBe(0);
    useSession.getState().signOut('user');
    // The first user's drafts are still there: only the one who logged out loses theirs.
    signIn(41);
    expect(drafts.count()).toBe(1);
    useSession.getState().signOut('user');
    signIn(41);
    expect(drafts.read('holding-create')).toBeNull();
    useSession.getState().signOut('user');
    stop();
    expect(reasons).toEqual(['forced', 'forced', 'user', 'user', 'user']);
  });
});

function saved(overrides: Partial<RfqQuotation> = {}): SavedHead {
  return {
    quotation: quotationRecord(overrides),
    text: { rfqNameByUser: '', start_date: null, end_date: null },
  };
}

describe('the server a draft belongs to', () => {
  const storage = new MemoryStorage();
  const global = globalThis as { localStorage?: DraftStorage };
  beforeEach(() => {
    global.localStorage = storage;
  });
  afterEach(() => {
    useSession.getState().signOut('forced');
    delete global.localStorage;
  });

  it('the embedded server on another port after a restart is the same server; others are not', () => {
    setServer('http://127.0.0.1:40001/');
    signIn(7);
    drafts.write('company-create', { name: 'Typed' }, { name: '' });
    setServer('http://127.0.0.1:40002/');
    expect(drafts.read('company-create')?.value).toEqual({ name: 'Typed' });
    setServer('https://erp.example.com/', false);
    expect(drafts.read('company-create')).toBeNull();
    drafts.write('company-create', { name: 'Remote' }, { name: '' });
    setServer('https://erp2.example.com/', false);
    expect(drafts.read('company-create')).toBeNull();
    setServer('https://erp.example.com/', false);
    expect(drafts.read('company-create')?.value).toEqual({ name: 'Remote' });
  });
});

describe('the quotation working copy as a draft', () => {
  function setup() {
    const storage = new MemoryStorage();
    const store = createDrafts(
      () => storage,
      () => 'me|',
    );
    return { storage, store, copy: createWorkingCopyStore(store) };
  }

  it('is kept while it differs from what is saved, and comes back in a new session, open', () => {
    const { store, copy } = setup();
    copy.getState().load(7, saved());
    copy.getState().set('marginByUserInRFQHead', '22');
    copy.getState().set('priceTotalByUser', '1,234.50');
    expect(store.read(quotationDraftKey(7))?.value).toMatchObject({
      marginByUserInRFQHead: '22',
      priceTotalByUser: '1,234.50',
    });
    // A reload: a new store, the same kept drafts.
    const again = createWorkingCopyStore(store);
    again.getState().load(7, saved());
    expect(again.getState()).toMatchObject({ restored: true, open: true, editable: true });
    expect(again.getState().draft?.marginByUserInRFQHead).toBe('22');
    expect(selectDirty(again.getState())).toBe(true);
    // Undone by hand: nothing left to keep.
    again.getState().set('marginByUserInRFQHead', '');
    again.getState().set('priceTotalByUser', '');
    expect(store.read(quotationDraftKey(7))).toBeNull();
  });

  it('saved or closed without saving, the draft goes', async () => {
    const { store, copy } = setup();
    copy.getState().load(7, saved());
    copy.getState().set('treaty_number', 'T-9');
    expect(store.read(quotationDraftKey(7))).not.toBeNull();
    await copy.getState().save(async () => saved({ treaty_number: 'T-9' }));
    expect(store.read(quotationDraftKey(7))).toBeNull();
    copy.getState().set('treaty_number', 'T-10');
    expect(store.read(quotationDraftKey(7))).not.toBeNull();
    copy.getState().close();
    expect(store.read(quotationDraftKey(7))).toBeNull();
  });

  it('a failed save keeps it', async () => {
    const { store, copy } = setup();
    copy.getState().load(7, saved());
    copy.getState().set('treaty_number', 'T-9');
    await copy.getState().save(() => Promise.reject(new Error('offline')));
    expect(store.read(quotationDraftKey(7))?.value).toMatchObject({ treaty_number: 'T-9' });
  });

  it('a frozen RFQ shows what is saved, read-only; the draft waits for a renewal', () => {
    const { store, copy } = setup();
    copy.getState().load(7, saved());
    copy.getState().set('treaty_number', 'typed before quoting');
    // Quoted meanwhile: the refetch says it is frozen.
    copy.getState().load(7, saved(), false);
    expect(copy.getState()).toMatchObject({ editable: false, restored: false });
    expect(copy.getState().draft?.treaty_number).toBe('');
    expect(selectDirty(copy.getState())).toBe(false);
    expect(store.read(quotationDraftKey(7))?.value).toMatchObject({
      treaty_number: 'typed before quoting',
    });
    // Renewed: the typed work is back.
    copy.getState().load(7, saved(), true);
    expect(copy.getState().draft?.treaty_number).toBe('typed before quoting');
    expect(copy.getState().restored).toBe(true);
  });

  it('a log-out empties the store but does not touch the drafts (drafts.ts decides)', () => {
    const { store, copy } = setup();
    copy.getState().load(7, saved());
    copy.getState().set('treaty_number', 'T-9');
    copy.getState().clear();
    expect(copy.getState().draft).toBeNull();
    expect(store.read(quotationDraftKey(7))).not.toBeNull();
  });
});
