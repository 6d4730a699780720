/**
 * One assessment as the warehouse superman reads it (assessment read, no pricing audience): the
 * products with their suggested and chosen prices, none of the offers' evidence behind them, and
 * nothing to change (no price field, no actions).
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Assessment } from '../../src-shared/api/assessment.ts';
import { apiUser } from '../fixtures/sales-state.ts';
import { renderAt, serverUrl, signInAs, unmount } from './harness/app.tsx';

let calculated: Assessment;

beforeAll(async () => {
  await signInAs('warehouse_superman');
  const superman = await apiUser(serverUrl, 'warehouse_superman');
  const list = await superman.call<{ results: Assessment[] }>(
    'GET',
    `${superman.role}/full_assessments/?status=calculated`,
  );
  const first = list.results[0];
  if (!first) throw new Error('The demo data has no calculated assessment.');
  calculated = first;
});
afterEach(unmount);

test('the warehouse superman reads the prices of an assessment, not their evidence', async () => {
  renderAt(`/assessments/${calculated.id}`);
  const table = page.getByRole('table', { name: 'Assessed products' });
  await expect
    .element(page.getByRole('heading', { name: `Assessment ${calculated.number}` }))
    .toBeVisible();
  await expect.element(table.getByRole('columnheader', { name: 'Suggested' })).toBeVisible();
  await expect.element(table.getByRole('columnheader', { name: 'Chosen' })).toBeVisible();
  for (const evidence of ['Median', 'Lowest', 'Highest', 'Offers', 'Margin'])
    expect(table.getByRole('columnheader', { name: evidence }).elements()).toHaveLength(0);
  expect(page.getByRole('textbox', { name: /^Chosen price of/ }).elements()).toHaveLength(0);
  expect(page.getByRole('button', { name: /^Evidence of/ }).elements()).toHaveLength(0);
  for (const action of ['Approve', 'Calculate', 'Edit', 'Delete'])
    expect(page.getByRole('button', { name: action }).elements()).toHaveLength(0);
});
