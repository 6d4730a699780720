/**
 * The RFQ lists (RfqListPage): tabs counted as the server counts, the search and filters sent and
 * cleared, paging and page size, row selection with the list's bulk actions, and the all-or-nothing
 * refusal named per RFQ. Each test makes its own RFQs through the API, with part numbers nobody
 * else uses, and searches for them, so the lists it reads are its own.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  apiUser,
  clients,
  newRfq,
  rfq,
  takeToWork,
  type ApiUser,
} from '../fixtures/sales-state.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { renderAt, serverUrl, signInAs, unmount } from './harness/app.tsx';
import { uniqueTag } from './harness/unique.ts';

let sales: ApiUser;
let clientId: number;

beforeAll(async () => {
  await signInAs('sales');
  sales = await apiUser(serverUrl, 'sales');
  clientId = (await clients(sales))[0]!.id;
});
afterEach(unmount);

/** `count` RFQs not in work, each asking for `<tag>-<n>`; the newest last. */
async function rfqsTagged(
  tag: string,
  count: number,
  options: { repairs?: number } = {},
): Promise<RfqDetail[]> {
  const made: RfqDetail[] = [];
  for (let n = 1; n <= count; n++) {
    made.push(
      await newRfq(sales, {
        company: clientId,
        priority: 'ROUTINE',
        is_repair: n <= (options.repairs ?? 0),
        positions_list: [{ part_number: `${tag}-${n}`, quantity: 1 }],
      }),
    );
  }
  return made;
}

const rows = () => page.getByRole('table', { name: /^RFQs/ }).getByRole('row', { name: /RFQ-|\d/ });

/**
 * Opens the lists and searches for the tag, as a user types it, until the list shows the `count`
 * RFQs not in work it finds (the search waits for typing to pause; a row clicked before would be
 * let go when the search changes the view).
 */
async function showTagged(tag: string, count: number): Promise<void> {
  renderAt('/rfq');
  await userEvent.fill(page.getByRole('searchbox', { name: 'Search RFQs' }), tag);
  await expect.element(page.getByRole('tab', { name: `Not in work (${count})` })).toBeVisible();
}

/** `count` new RFQs of a fresh tag, shown in the lists: where most stories here start. */
async function shownRfqs(count: number, options: { repairs?: number } = {}): Promise<RfqDetail[]> {
  const tag = uniqueTag();
  const made = await rfqsTagged(tag, count, options);
  await showTagged(tag, count);
  return made;
}

/** Ticks an RFQ's row in the list. */
async function selectRfq(made: RfqDetail): Promise<void> {
  await page.getByRole('checkbox', { name: `Select RFQ ${made.number}` }).click();
}

function rowOf(made: RfqDetail) {
  return page.getByRole('row', { name: new RegExp(`^${made.number} `) });
}

describe('the lists', () => {
  test('the tabs count what the search finds in each list', async () => {
    const tag = uniqueTag();
    const made = await rfqsTagged(tag, 3);
    await takeToWork(sales, made[0]!.id);
    await showTagged(tag, 2);
    await expect.element(page.getByRole('tab', { name: 'Not in work (2)' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'In work (1)' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'Archive (0)' })).toBeVisible();
    await expect.element(rowOf(made[2]!)).toBeVisible();
    await expect.element(rowOf(made[0]!)).not.toBeInTheDocument();

    await page.getByRole('tab', { name: 'In work (1)' }).click();
    await expect.element(rowOf(made[0]!)).toBeVisible();
    await expect.element(rowOf(made[1]!)).not.toBeInTheDocument();
  });

  test('12 RFQs are two pages of 10, and one page of 20', async () => {
    await shownRfqs(12);
    const range = page.getByRole('navigation', { name: 'Pagination' });
    await expect.element(range).toMatchTextContent('1–10 of 12 RFQs');
    await expect.poll(() => rows().elements().length).toBe(10);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.element(range).toMatchTextContent('11–12 of 12 RFQs');
    await expect.element(range).toMatchTextContent('Page 2 of 2');
    await expect.poll(() => rows().elements().length).toBe(2);
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Another page size is another view: it starts again at page 1.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOptions('20');
    await expect.element(range).toMatchTextContent('1–12 of 12 RFQs');
    await expect.poll(() => rows().elements().length).toBe(12);
  });

  test('the repair filter narrows the list, and Clear filters empties every filter', async () => {
    const made = await shownRfqs(5, { repairs: 2 });
    await expect
      .element(page.getByRole('navigation', { name: 'Pagination' }))
      .toMatchTextContent('of 5 RFQs');

    await page.getByRole('combobox', { name: 'Repair' }).selectOptions('Repairs only');
    await expect.element(page.getByRole('tab', { name: 'Not in work (2)' })).toBeVisible();
    await expect.element(rowOf(made[0]!)).toBeVisible();
    await expect.element(rowOf(made[1]!)).toBeVisible();
    await expect.element(rowOf(made[4]!)).not.toBeInTheDocument();

    await page.getByRole('combobox', { name: 'Repair' }).selectOptions('No repairs');
    await expect.element(page.getByRole('tab', { name: 'Not in work (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.element(page.getByRole('searchbox', { name: 'Search RFQs' })).toHaveValue('');
    await expect.element(page.getByRole('combobox', { name: 'Repair' })).toHaveValue('');
    await expect
      .element(page.getByRole('button', { name: 'Clear filters' }))
      .not.toBeInTheDocument();
  });

  test('nothing found under a filter says so and offers to clear it', async () => {
    await showTagged(`${uniqueTag()}-NONE`, 0);
    await expect.element(page.getByText('No RFQs match these filters')).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: 'Pagination' }))
      .toMatchTextContent('0–0 of 0 RFQs');
  });
});

describe('selection and bulk actions', () => {
  test('a selection offers the actions of its list; shift-click selects a range', async () => {
    const made = await shownRfqs(4);
    // Newest first: made[3] is the first row, made[0] the last.
    await selectRfq(made[3]!);
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect.element(bar).toMatchTextContent('1 selected');
    for (const action of ['Take to work', 'Give to work', 'Cancel RFQ']) {
      await expect.element(bar.getByRole('button', { name: action })).toBeVisible();
    }
    await expect.element(bar.getByRole('button', { name: 'Renew' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Shift>}');
    await selectRfq(made[0]!);
    await userEvent.keyboard('{/Shift}');
    await expect.element(bar).toMatchTextContent('4 selected');

    // Another list is another view: the selection goes.
    await page.getByRole('tab', { name: /^In work/ }).click();
    await expect.element(bar).not.toBeInTheDocument();
  });

  test('Take to work moves the selected RFQs to the in-work list', async () => {
    const made = await shownRfqs(3);
    await selectRfq(made[0]!);
    await selectRfq(made[1]!);
    await page.getByRole('button', { name: 'Take to work' }).click();
    await expect.element(rowOf(made[0]!)).not.toBeInTheDocument();
    await expect.element(rowOf(made[1]!)).not.toBeInTheDocument();
    await expect.element(rowOf(made[2]!)).toBeVisible();
    await expect.element(page.getByRole('tab', { name: 'In work (2)' })).toBeVisible();
    expect((await rfq(sales, made[0]!.id)).in_work).toBe(true);
    expect((await rfq(sales, made[2]!.id)).in_work).toBe(false);
  });

  test('a refused bulk action names each refused RFQ and moves none', async () => {
    const made = await shownRfqs(2);
    await selectRfq(made[0]!);
    await selectRfq(made[1]!);
    // A colleague takes one of them to work first.
    const colleague = await apiUser(serverUrl, 'sales_admin');
    await takeToWork(colleague, made[1]!.id);

    await page.getByRole('button', { name: 'Take to work' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: made[1]!.number });
    await expect.element(refusal).toBeVisible();
    await expect.element(refusal).toMatchTextContent(/in work/);
    await expect.element(refusal).not.toMatchTextContent(made[0]!.number);
    // All or nothing: both rows stay, still selected for another try.
    await expect.element(rowOf(made[0]!)).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'Bulk actions' }))
      .toMatchTextContent('2 selected');
    expect((await rfq(sales, made[0]!.id)).in_work).toBe(false);
  });

  test('cancelling asks for a reason, then archives the RFQ with it', async () => {
    const [made] = await shownRfqs(1);
    await selectRfq(made!);
    await page.getByRole('button', { name: 'Cancel RFQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel RFQ' });
    await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
    const reason = dialog.getByRole('textbox', { name: 'Reason for cancelling' });
    await expect.element(reason).toBeInvalid();
    await expect.element(reason).toHaveAccessibleDescription(/required/i);
    expect((await rfq(sales, made!.id)).in_archive).toBe(false);

    await userEvent.fill(reason, 'The client bought elsewhere');
    await dialog.getByRole('button', { name: 'Cancel RFQ' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(rowOf(made!)).not.toBeInTheDocument();
    const canceled = await rfq(sales, made!.id);
    expect(canceled).toMatchObject({
      in_archive: true,
      cancel_comment: 'The client bought elsewhere',
    });
  });
});
