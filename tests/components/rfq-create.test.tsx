/**
 * The new-RFQ dialog (RfqCreateDialog) from the RFQ lists: pasted position lines read as typed, a
 * line that cannot be read named beside the field and nothing sent, a missing company named, and
 * a created RFQ prepended to the list it belongs to.
 */
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Paginated } from '../../src-shared/api/results.ts';
import { rfqEndpoints, type RfqListItem } from '../../src-shared/api/rfq.ts';
import { clients, type ApiUser } from '../fixtures/sales-state.ts';
import { renderAt, signInAsSales, unmount } from './harness/app.tsx';
import { uniqueTag } from './harness/unique.ts';

let sales: ApiUser;

beforeAll(async () => {
  ({ sales } = await signInAsSales());
});
afterEach(unmount);

const dialog = () => page.getByRole('dialog', { name: 'New RFQ' });
const positions = () => dialog().getByRole('textbox', { name: /^Positions/ });

async function openDialog(): Promise<void> {
  renderAt('/rfq');
  await page.getByRole('button', { name: 'New RFQ' }).click();
  await expect.element(dialog()).toBeVisible();
}

/** The RFQs, in any list, that ask for a part number containing `tag`. */
async function rfqsAskingFor(tag: string): Promise<RfqListItem[]> {
  const found: RfqListItem[] = [];
  for (const list of ['not_in_work', 'in_work', 'archive']) {
    const page = await sales.call<Paginated<RfqListItem>>(
      'GET',
      `${pathOf(rfqEndpoints.list, { role: sales.role })}?list=${list}&search=${tag}&page_size=10`,
    );
    found.push(...page.results);
  }
  return found;
}

test('a line that cannot be read is named beside Positions, and nothing is sent', async () => {
  const tag = uniqueTag();
  await openDialog();
  await userEvent.fill(positions(), `${tag}-1 2\n${tag}-2 many`);
  await expect.element(positions()).toBeInvalid();
  await expect
    .element(positions())
    .toHaveAccessibleDescription(new RegExp(`Line 2 \\(${tag}-2 many\\)`));
  await expect.element(positions()).not.toHaveAccessibleDescription(/Line 1/);

  await dialog().getByRole('button', { name: 'Create RFQ' }).click();
  await expect.element(dialog()).toBeVisible();
  await expect.element(dialog().getByRole('combobox', { name: /^Company/ })).toBeInvalid();
  expect(await rfqsAskingFor(tag)).toEqual([]);
});

test('the company list is searching until the server has answered what was typed', async () => {
  const [client] = await clients(sales);
  await openDialog();
  await userEvent.fill(dialog().getByRole('combobox', { name: /^Company/ }), client!.name);
  const list = page.getByRole('listbox', { name: /^Company/ });
  // The search waits a quarter second after the last key: until then the rows may still change.
  await expect.element(list).toHaveAttribute('data-searching', 'true');
  await expect.element(list).not.toHaveAttribute('data-searching');
  await expect.element(list.getByRole('option', { name: client!.name }).first()).toBeVisible();
});

test('a created RFQ is prepended to the not-in-work list with its company', async () => {
  const tag = uniqueTag();
  const [client] = await clients(sales);
  await openDialog();
  await userEvent.fill(dialog().getByRole('combobox', { name: /^Company/ }), client!.name);
  // The list opens in a popover of its own, outside the dialog's element; its rows are the
  // server's answer once it is no longer searching.
  const list = page.getByRole('listbox', { name: /^Company/ });
  await expect.element(list).not.toHaveAttribute('data-searching');
  await list.getByRole('option', { name: client!.name }).first().click();
  await userEvent.fill(positions(), `${tag}-1 2\n${tag}-2 5`);
  await dialog().getByRole('button', { name: 'Create RFQ' }).click();
  await expect.element(dialog()).not.toBeInTheDocument();

  await expect.poll(() => rfqsAskingFor(tag).then((found) => found.length)).toBe(1);
  const [created] = await rfqsAskingFor(tag);
  expect(created!.company.name).toBe(client!.name);
  const firstRow = page
    .getByRole('table', { name: /^RFQs not in work/ })
    .getByRole('row')
    .nth(1);
  await expect.element(firstRow).toHaveAccessibleName(`${created!.number} ${client!.name}`);
  await expect
    .element(page.getByRole('tab', { name: /^Not in work/ }))
    .toHaveAttribute('aria-selected', 'true');
});
