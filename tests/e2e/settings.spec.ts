/**
 * Settings (issue 10, spec §7): the pricing analyst sees the currency rates and the margins,
 * changes a sale type's steps (a wrong step is refused beside it, nothing saved), and the RFQ
 * pricing reads the new steps.
 */
import type { SaleTypeMargin } from '../../src-shared/api/setting.ts';
import { expect, test, toast } from './fixtures.ts';

test('a pricing analyst edits margin steps; a wrong step is refused beside it', async ({ app }) => {
  const { page } = app;
  await app.signInTo('pricing', 'Settings');
  await expect(page.getByTestId('currency-rates')).toContainText('EUR');
  const margins = await app.apiGet<SaleTypeMargin[]>('pricing/margin/');
  const target = margins.find((margin) => margin.steps.length > 0) as SaleTypeMargin;
  const editor = page.getByTestId(`margin-${target.sale_type.id}`);
  await editor.getByRole('button', { name: 'Edit' }).click();

  // A step that does not rise: refused beside it, nothing saved.
  await editor.getByRole('button', { name: 'Add step' }).click();
  const last = target.steps.length + 1;
  await editor.getByLabel(`Step ${last} from, USD`).fill('0');
  await editor.getByLabel(`Step ${last} margin, %`).fill('5');
  await editor.getByRole('button', { name: 'Save steps' }).click();
  await expect(editor.getByRole('alert')).toContainText('Each step starts above the one before.');
  await app.screenshot('78-settings-margin-refused');

  await editor.getByLabel(`Step ${last} from, USD`).fill('250000');
  await editor.getByRole('button', { name: 'Save steps' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(editor).toContainText('250,000');
  const after = await app.apiGet<SaleTypeMargin[]>('pricing/margin/');
  expect(after.find((margin) => margin.sale_type.id === target.sale_type.id)?.steps.at(-1)).toEqual(
    {
      from: 250000,
      percent: 5,
    },
  );

  // Base settings, on the manager path; a warranty term.
  const base = page.getByTestId('base-settings');
  await base.getByLabel('VAT, %').fill('19');
  await base.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  expect((await app.apiGet<{ vat_value: number }>('pricing/base_settings/1/')).vat_value).toBe(19);
  const warranty = page.getByTestId('warranty-terms');
  await warranty
    .getByRole('textbox', { name: /: months$/ })
    .first()
    .fill('24');
  await warranty.getByRole('button', { name: 'Save warranties' }).click();
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  const terms = await app.apiGet<{ months: number }[]>('pricing/warranty_terms/');
  expect(terms[0]?.months).toBe(24);
  await app.screenshot('79-settings');
});
