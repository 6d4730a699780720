/**
 * Keeping a company up to date (issue 6): edit it, add, edit and remove its contacts, addresses,
 * bank details, condition texts and extra margin, and delete it, or be told what keeps it.
 */
import type { Page } from '@playwright/test';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanyListItem } from '../../src-shared/api/company.ts';
import { expect, test, toast, unique, type App } from './fixtures.ts';

const CLIENT_CATEGORY = 'Client (airline / operator)';

/** A new company through the "New company" dialog; the app then shows its page. */
async function newCompany(app: App, name: string): Promise<void> {
  const { page } = app;
  await app.openArea('Companies');
  await page.getByRole('button', { name: 'New company' }).click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Category').selectOption({ label: CLIENT_CATEGORY });
  await dialog.getByLabel('Country').selectOption({ label: 'Germany (DE)' });
  await dialog.getByLabel('City').fill('Hamburg');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByTestId('company-name')).toHaveText(name);
}

async function openCompany(page: Page, id: number): Promise<void> {
  await page.evaluate(`window.location.hash = '#/companies/${id}'`);
  await expect(page.getByTestId('company-name')).toBeVisible();
}

test('a company is edited, and the list shows its new name', async ({ app }) => {
  const page = await app.signIn('sales');
  const name = unique('Baltic Wings Charter');
  await newCompany(app, name);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await app.screenshot('40-company-upkeep-page');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit company' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  // A bad field: the error beside it, and what was typed stays.
  const renamed = unique('Baltic Wings Airlines');
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Website').fill('ftp://baltic-wings.example');
  await dialog.getByRole('button', { name: 'Save company' }).click();
  await expect(dialog.getByTestId('field-error')).toContainText('valid URL');
  await expect(dialog.getByLabel('Name')).toHaveValue(renamed);
  await app.screenshot('41-company-edit-dialog');
  await dialog.getByLabel('Website').fill('https://baltic-wings.example');
  // Enter submits.
  await dialog.getByLabel('Website').press('Enter');
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('company-name')).toHaveText(renamed);

  await app.openArea('Companies');
  await page.getByLabel('Search companies').fill(renamed);
  await expect(page.getByTestId('table-row')).toHaveCount(1);
  await expect(page.getByTestId('table-row').first()).toHaveAccessibleName(renamed);
  await page.getByLabel('Search companies').fill(name);
  await expect(page.getByTestId('table-row')).toHaveCount(0);
});

test('contacts, addresses, bank details and condition texts are added, edited and removed', async ({
  app,
}) => {
  test.setTimeout(180_000);
  const page = await app.signIn('sales');
  const company = unique('Nordlicht Aero Services');
  await newCompany(app, company);

  // -- a contact
  await page.getByRole('button', { name: 'Add contact' }).click();
  let dialog = page.getByRole('dialog', { name: 'New contact' });
  // Escape closes an untouched dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await dialog.getByLabel('First name').fill('Kirsten');
  await dialog.getByLabel('Surname').fill('Albers');
  await dialog.getByLabel('Email').fill('kirsten at nordlicht');
  await dialog.getByLabel('Telegram').fill('t.me/kirsten');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByTestId('field-error')).toHaveCount(2);
  await app.screenshot('42-contact-dialog-errors');
  await dialog.getByLabel('Email').fill('kirsten.albers@nordlicht-aero.example');
  await dialog.getByLabel('Telegram').fill('@kirsten_albers');
  await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
  await dialog.getByLabel('Main contact of the company').check();
  await dialog.getByLabel('Email').press('Enter');
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('row', { name: 'Kirsten Albers' })).toContainText('Main');

  await contacts.getByRole('button', { name: 'Edit Kirsten Albers' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(dialog.getByLabel('Email')).toHaveValue('kirsten.albers@nordlicht-aero.example');
  await dialog.getByLabel('Position').fill('Head of Technical Purchasing');
  await dialog.getByRole('button', { name: 'Save contact' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(contacts.getByRole('row', { name: 'Kirsten Albers' })).toContainText(
    'Head of Technical Purchasing',
  );

  await contacts.getByRole('button', { name: 'Remove Kirsten Albers' }).click();
  const removeContact = page.getByRole('dialog', { name: 'Remove Kirsten Albers?' });
  await expect(removeContact).toContainText(`leaves the contacts of ${company}`);
  await app.screenshot('43-remove-contact');
  await removeContact.getByRole('button', { name: 'Remove contact' }).click();
  await expect(toast(page, 'success', 'Contact removed')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Contacts' })).toBeHidden();
  await expect(page.getByText('No contacts')).toBeVisible();

  // -- an address
  const ship = page.getByTestId('ship-address');
  await ship.getByRole('button', { name: 'Add ship-to address' }).click();
  dialog = page.getByRole('dialog', { name: 'New ship-to address' });
  await expect(dialog.getByLabel('Country')).toHaveValue(/\d+/);
  await dialog.getByLabel('City').fill('Hamburg');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(dialog.getByTestId('field-error')).toContainText('required');
  await expect(dialog.getByLabel('City')).toHaveValue('Hamburg');
  await dialog.getByLabel('Street address').fill('Cargo Terminal 2, Gate 14');
  await dialog.getByLabel('Postal code').fill('22335');
  await app.screenshot('44-address-dialog');
  await dialog.getByLabel('Postal code').press('Enter');
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  await expect(ship).toContainText('Cargo Terminal 2, Gate 14');
  await expect(ship).toContainText('22335 Hamburg');

  await ship.getByRole('button', { name: 'Edit ship-to address' }).click();
  dialog = page.getByRole('dialog', { name: 'Ship-to address' });
  await dialog.getByLabel('City').fill('Bremen');
  await dialog.getByLabel('Postal code').fill('28199');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(ship).toContainText('28199 Bremen');

  await ship.getByRole('button', { name: 'Remove ship-to address' }).click();
  const removeAddress = page.getByRole('dialog', { name: 'Remove the ship-to address?' });
  await removeAddress.getByRole('button', { name: 'Remove address' }).click();
  await expect(toast(page, 'success', 'Address removed')).toBeVisible();
  await expect(ship).toContainText('No address on file.');

  // -- bank details
  await page.getByRole('button', { name: 'Add bank details' }).click();
  dialog = page.getByRole('dialog', { name: 'New bank details' });
  await dialog.getByRole('textbox', { name: 'Bank', exact: true }).fill('Hamburger Sparkasse');
  await dialog.getByLabel('SWIFT / BIC').fill('HASPDEHH-X');
  await dialog.getByLabel('Account number / IBAN').fill('DE02 2005 0550 1015 8713 93');
  await dialog.getByLabel('Currency').selectOption({ label: 'Euro (EUR)' });
  await dialog.getByRole('button', { name: 'Add bank details' }).click();
  await expect(dialog.getByTestId('field-error')).toContainText('SWIFT/BIC');
  await app.screenshot('45-bank-dialog-errors');
  await dialog.getByLabel('SWIFT / BIC').fill('haspdehhxxx');
  await dialog.getByRole('button', { name: 'Add bank details' }).click();
  await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
  const banks = page.getByRole('table', { name: 'Bank properties' });
  await expect(banks.getByRole('row', { name: 'Hamburger Sparkasse EUR account' })).toContainText(
    'HASPDEHHXXX',
  );

  await banks.getByRole('button', { name: 'Edit Hamburger Sparkasse EUR account' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit bank details' });
  await dialog.getByLabel('Correspondent account').fill('30101810400000000225');
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(banks).toContainText('30101810400000000225');
  await app.screenshot('46-company-overview-filled');

  await banks.getByRole('button', { name: 'Remove Hamburger Sparkasse EUR account' }).click();
  await page
    .getByRole('dialog', { name: 'Remove these bank details?' })
    .getByRole('button', { name: 'Remove bank details' })
    .click();
  await expect(toast(page, 'success', 'Bank details removed')).toBeVisible();
  await expect(page.getByText('No bank properties')).toBeVisible();

  // -- condition texts
  await page.getByRole('tab', { name: 'Condition texts' }).click();
  const texts = page.getByRole('table', { name: 'Condition texts' });
  await expect(texts).toContainText('No texts of its own');
  for (const attempt of ['first', 'again'] as const) {
    await page.getByRole('button', { name: 'New condition text' }).click();
    dialog = page.getByRole('dialog', { name: 'New condition text' });
    await dialog.getByLabel('Condition').selectOption({ label: 'Payment conditions' });
    await dialog.getByLabel('Text').fill('100 % prepayment before shipment.');
    await dialog.getByRole('button', { name: 'Add text' }).click();
    if (attempt === 'first') {
      await expect(toast(page, 'success', 'Successful creation')).toBeVisible();
    } else {
      // The same document, condition, flags and language: the server says so beside the field.
      await expect(dialog.getByTestId('field-error')).toContainText('already has this text');
      await expect(dialog.getByLabel('Text')).toHaveValue('100 % prepayment before shipment.');
      await app.screenshot('47-condition-text-duplicate');
      // Typed work is there: Cancel asks before throwing it away.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByTestId('discard-dialog')
        .getByRole('button', { name: 'Discard changes' })
        .click();
      await expect(dialog).toBeHidden();
    }
  }
  const payment = texts.getByRole('row', { name: 'Payment conditions · Quotation' });
  await expect(payment).toContainText('100 % prepayment before shipment.');
  await texts.getByRole('button', { name: 'Edit Payment conditions · Quotation' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit condition text' });
  await dialog.getByLabel('Text').fill('50 % prepayment, 50 % within 10 days of delivery.');
  await dialog.getByRole('button', { name: 'Save text' }).click();
  await expect(toast(page, 'success', 'Successful edit')).toBeVisible();
  await expect(payment).toContainText('50 % prepayment, 50 % within 10 days');
  await app.screenshot('48-condition-texts');
  await texts.getByRole('button', { name: 'Remove Payment conditions · Quotation' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Payment conditions · Quotation?' })
    .getByRole('button', { name: 'Remove text' })
    .click();
  await expect(toast(page, 'success', 'Condition text removed')).toBeVisible();
  await expect(texts).toContainText('No texts of its own');
});

test('filled bank details are kept: Escape asks first, and a reload brings them back', async ({
  app,
}) => {
  const page = await app.signIn('sales');
  const company = unique('Elbe Rotor Parts');
  await newCompany(app, company);
  await page.getByRole('button', { name: 'Add bank details' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bank details' });
  const bank = dialog.getByRole('textbox', { name: 'Bank', exact: true });
  const account = dialog.getByLabel('Account number / IBAN');
  await bank.fill('Commerzbank Hamburg');
  await account.fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByLabel('Currency').selectOption({ label: 'Euro (EUR)' });

  // Escape asks; kept, the typed values are still there.
  await page.keyboard.press('Escape');
  const discard = page.getByTestId('discard-dialog');
  await expect(discard).toContainText('What you typed in “New bank details” has not been saved.');
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(account).toHaveValue('DE89 3704 0044 0532 0130 00');

  // A reload loses nothing: opened again, the dialog brings back what was typed.
  await page.reload();
  await expect(page.getByTestId('company-name')).toHaveText(company);
  await page.getByRole('button', { name: 'Add bank details' }).click();
  await expect(dialog.getByTestId('draft-restored')).toBeVisible();
  await expect(bank).toHaveValue('Commerzbank Hamburg');
  await expect(account).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(dialog.getByLabel('Currency').locator('option:checked')).toHaveText('Euro (EUR)');
  await app.screenshot('54-bank-draft-restored');

  // Discarded after asking, it is gone: nothing was saved, and the dialog starts empty again.
  await page.keyboard.press('Escape');
  await discard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No bank properties')).toBeVisible();
  await page.getByRole('button', { name: 'Add bank details' }).click();
  await expect(dialog.getByTestId('draft-restored')).toHaveCount(0);
  await expect(bank).toHaveValue('');
  // Nothing typed: Escape closes at once.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the margin formula: the extra margin is added, changed and removed', async ({ app }) => {
  const page = await app.signIn('sales');
  await newCompany(app, unique('Polar Air Cargo Test'));
  const card = page.getByTestId('margin-formula');
  await expect(card.getByTestId('extra-margin')).toHaveText('0 %');
  await expect(
    card.getByRole('table', { name: 'Margin by sale type and unit cost' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Add extra margin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extra margin' });
  await dialog.getByLabel('Extra margin, %').fill('250');
  await dialog.getByLabel('Extra margin, %').press('Enter');
  await expect(dialog.getByTestId('field-error')).toContainText('0 to 100');
  await dialog.getByLabel('Extra margin, %').fill('3,5');
  await dialog.getByLabel('Extra margin, %').press('Enter');
  await expect(toast(page, 'success', 'Update Successful')).toBeVisible();
  await expect(card.getByTestId('extra-margin')).toHaveText('3.5 %');
  await expect(page.getByTestId('fact-extra-margin')).toContainText('3.5 %');
  await app.screenshot('49-margin-formula');
  await card.getByRole('button', { name: 'Remove extra margin' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the extra margin?' })
    .getByRole('button', { name: 'Remove extra margin' })
    .click();
  await expect(toast(page, 'success', 'Extra margin removed')).toBeVisible();
  await expect(card.getByTestId('extra-margin')).toHaveText('0 %');
});

test('a refused delete says why; a company without history is deleted after asking', async ({
  app,
}) => {
  const page = await app.signIn('sales');
  const busy = await app.apiGet<Paginated<CompanyListItem>>(
    'sales/company/?category=1&ordering=-deals_count&page_size=10',
  );
  const held = busy.results[0]!;
  expect(held.deals_count).toBeGreaterThan(0);
  await openCompany(page, held.id);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const refused = page.getByRole('dialog', { name: `Delete ${held.name}?` });
  await expect(refused).toContainText('This cannot be undone.');
  await refused.getByRole('button', { name: 'Delete company' }).click();
  await expect(refused.getByTestId('form-error')).toContainText(
    `${held.name} cannot be deleted: it has`,
  );
  await expect(refused.getByTestId('form-error')).toContainText('orders');
  await app.screenshot('50-company-delete-refused');
  await refused.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('company-name')).toHaveText(held.name);

  const name = unique('Short-lived Test Carrier');
  await newCompany(app, name);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(ask).toContainText('its condition texts and its quotation settings');
  await app.screenshot('51-company-delete-ask');
  await ask.getByRole('button', { name: 'Delete company' }).click();
  await expect(toast(page, 'success', 'Company deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await page.getByLabel('Search companies').fill(name);
  await expect(page.getByTestId('table-row')).toHaveCount(0);
});

test('a role that only reads companies gets no controls to change them', async ({ app }) => {
  const page = await app.signIn('auditor');
  const list = await app.apiGet<Paginated<CompanyListItem>>('auditor/company/?page_size=10');
  await openCompany(page, list.results[0]!.id);
  await expect(
    page.getByRole('table', { name: 'Contacts' }).or(page.getByText('No contacts')),
  ).toBeVisible();
  for (const name of ['Edit', 'Delete', 'Add contact', 'Add bank details', 'Add extra margin'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Remove) / })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Condition texts' }).click();
  await expect(page.getByRole('table', { name: 'Condition texts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New condition text' })).toHaveCount(0);
});
