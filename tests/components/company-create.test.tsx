/**
 * The company create form (CompanyCreateDialog over CompanyFields): the shared schema's words
 * beside each field it refuses, nothing sent until the form is right, and a created company
 * opened. Only roles and labels are used, so the test outlives a change of form library.
 */
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import { apiUser, type ApiUser } from '../fixtures/sales-state.ts';
import { renderAt, serverUrl, signInAs, unmount } from './harness/app.tsx';
import { uniqueTag } from './harness/unique.ts';

let sales: ApiUser;

beforeAll(async () => {
  await signInAs('sales');
  sales = await apiUser(serverUrl, 'sales');
});
afterEach(unmount);

const form = () => page.getByRole('dialog', { name: 'New company' });
/** A field by its label; a required one's label ends in a marker. */
const field = (label: string) => form().getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function openForm() {
  const shown = renderAt('/companies');
  await page.getByRole('button', { name: 'New company' }).click();
  await expect.element(form()).toBeVisible();
  return shown;
}

/** Chooses the option whose text matches, as the user reads it. */
async function chooseOption(select: ReturnType<typeof field>, text: RegExp): Promise<void> {
  await expect.element(select).toBeEnabled();
  const options = [...(select.element() as HTMLSelectElement).options];
  const option = options.find((candidate) => text.test(candidate.text));
  if (!option) throw new Error(`no option ${String(text)}`);
  await select.selectOptions(option.text);
}

async function companiesNamed(name: string): Promise<CompanyDetail[]> {
  const page = await sales.call<{ results: CompanyDetail[] }>(
    'GET',
    `${sales.role}/company/?search=${encodeURIComponent(name)}`,
  );
  return page.results.filter((company) => company.name === name);
}

test('an empty form names each required field beside it and sends nothing', async () => {
  await openForm();
  await form().getByRole('button', { name: 'Create company' }).click();
  for (const label of ['Name', 'Category', 'Country']) {
    await expect.element(field(label)).toBeInvalid();
    await expect.element(field(label)).toHaveAccessibleDescription(/required/i);
  }
  await expect.element(field('City')).not.toBeInvalid();
  await expect.element(form()).toBeVisible();
});

test('a malformed email and website are named in the schema words', async () => {
  await openForm();
  await userEvent.fill(field('Name'), 'X');
  await userEvent.fill(field('Email'), 'not-an-address');
  await userEvent.fill(field('Website'), 'ftp://example.com');
  await form().getByRole('button', { name: 'Create company' }).click();
  await expect.element(field('Name')).toHaveAccessibleDescription('At least 2 characters.');
  await expect.element(field('Email')).toHaveAccessibleDescription('Enter a valid email address.');
  await expect.element(field('Website')).toHaveAccessibleDescription('Enter a valid URL.');
});

test('a complete form creates the company and opens it', async () => {
  const name = `Component Airline ${uniqueTag()}`;
  const shown = await openForm();
  await userEvent.fill(field('Name'), name);
  await chooseOption(field('Category'), /^Client/);
  await chooseOption(field('Country'), /France/);
  await userEvent.fill(field('City'), 'Toulouse');
  await form().getByRole('button', { name: 'Create company' }).click();
  await expect.poll(() => shown.path()).toMatch(/^\/companies\/\d+$/);
  const [created] = await companiesNamed(name);
  expect(created).toMatchObject({ name, city: 'Toulouse' });
  expect(shown.path()).toBe(`/companies/${created!.id}`);
});
