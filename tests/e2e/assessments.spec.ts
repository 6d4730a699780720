/**
 * Pricing stock as the pricing analyst (issue 10, "Assessments"): the list, a new assessment of
 * two products ticked in the dialog, calculated from the offers, one line's price chosen by hand,
 * approved; each product then sells at its chosen, else its suggested, price (read over the API).
 */
import type { MedianPrice, ProductForAssessment } from '../../src-shared/api/assessment.ts';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { Product } from '../../src-shared/api/product.ts';
import { expect, signInToList, test, toast } from './fixtures.ts';

test('a pricing analyst assesses two products, chooses a price and approves', async ({ app }) => {
  const page = await signInToList(app, 'pricing', 'Assessments', 'assessment-table');
  await app.screenshot('102-assessments');

  // Two products in no open assessment: one whose part has offers (it keeps its suggested
  // price), and another whose price is chosen by hand.
  const free = await app.apiGet<Paginated<ProductForAssessment>>(
    'pricing/products_for_assessment/?unassessed=true&page_size=30',
  );
  let evidenced: ProductForAssessment | undefined;
  for (const product of free.results) {
    const evidence = await app.apiGet<MedianPrice>(
      `pricing/offer/median_price/?part_number=${encodeURIComponent(product.part_number)}&condition_group=any`,
    );
    if (evidence.suggested_price !== null) {
      evidenced = product;
      break;
    }
  }
  const byHand = free.results.find(
    (product) => product !== evidenced && product.part_number !== evidenced?.part_number,
  );
  if (!evidenced || !byHand) throw new Error('The demo data has no two products to assess.');

  await page.getByRole('button', { name: 'New assessment' }).click();
  const dialog = page.getByTestId('assessment-create-dialog');
  for (const product of [evidenced, byHand]) {
    await dialog.getByLabel('Search products').fill(product.label_code);
    await dialog
      .getByRole('checkbox', { name: `Assess ${product.label_code} ${product.part_number}` })
      .check();
  }
  await expect(dialog.getByTestId('assessment-picked')).toHaveText('2 chosen');
  await dialog.getByRole('button', { name: 'Assess 2 products' }).click();
  await expect(toast(page, 'info', 'Assessment saved')).toHaveCount(1);
  await expect(page.getByTestId('assessment-title')).toContainText('Assessment');
  await expect(page.getByTestId('assessment-status')).toHaveText('Draft');
  const lines = page.getByTestId('assessment-products');
  await expect(lines.getByRole('row')).toHaveCount(3);
  // A draft is calculated before it is approved: the button says why it waits.
  await expect(page.getByTestId('assessment-approve')).toBeDisabled();
  await expect(page.getByTestId('assessment-approve')).toHaveAttribute(
    'title',
    'Calculate the assessment before approving it.',
  );

  await page.getByTestId('assessment-calculate').click();
  await expect(page.getByTestId('assessment-status')).toHaveText('Calculated');

  // The chosen price is typed in its row; Enter saves it.
  const price = page.getByRole('textbox', { name: `Chosen price of ${byHand.label_code}` });
  await price.fill('1234.5');
  await price.press('Enter');
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(page.getByTestId('assessment-priced')).toHaveText(/Priced2\/2/);

  // The evidence behind a price, for the part of the first line.
  await lines.getByRole('button', { name: `Evidence of ${evidenced.part_number}` }).click();
  await expect(page.getByTestId('evidence')).toContainText('Median');
  await app.screenshot('103-assessment-detail');
  await page.keyboard.press('Escape');

  await page.getByTestId('assessment-approve').click();
  await page
    .getByTestId('assessment-approve-dialog')
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByTestId('assessment-status')).toHaveText('Approved');
  await expect(page.getByTestId('assessment-approve')).toHaveCount(0);
  await expect(price).toHaveCount(0);

  const chosen = await app.apiGet<Product>(`pricing/product/${byHand.id}/`);
  expect(chosen.sale_price).toBe(1234.5);
  const suggested = await app.apiGet<MedianPrice>(
    `pricing/offer/median_price/?part_number=${encodeURIComponent(evidenced.part_number)}&condition_group=any`,
  );
  const kept = await app.apiGet<Product>(`pricing/product/${evidenced.id}/`);
  expect(kept.sale_price).toBe(suggested.suggested_price);
});
