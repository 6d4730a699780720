/**
 * Text cut short by an ellipsis says itself whole on hover (lib/cutTextTitles.ts), in a real
 * browser's layout: a cut cell gets its text as its title, one that fits gets none, a title the
 * code gave (on the box or just above it) stays the one shown, and ours goes once the text fits.
 */
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { titleCutTextOnHover } from '../../src-renderer/lib/cutTextTitles.ts';

let stop: (() => void) | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  stop?.();
  host?.remove();
});

const LONG = 'Aerodesk Warehouse Singapore Changi Airfreight Centre';

/** A table of one row, its cells 120 px wide and cutting their text, as the app's tables do. */
function tableOf(...cells: { text: string; title?: string }[]): HTMLTableCellElement[] {
  host = document.createElement('div');
  const table = document.createElement('table');
  table.style.tableLayout = 'fixed';
  table.style.width = `${cells.length * 120}px`;
  const row = table.insertRow();
  const made = cells.map(({ text, title }) => {
    const cell = row.insertCell();
    Object.assign(cell.style, {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    });
    const inner = document.createElement('strong');
    inner.textContent = text;
    cell.append(inner);
    if (title) cell.title = title;
    return cell;
  });
  host.append(table);
  document.body.append(host);
  stop = titleCutTextOnHover(document);
  return made;
}

test('a cut cell says its whole text on hover; one that fits says nothing', async () => {
  const [cut, fits] = tableOf({ text: LONG }, { text: 'Miami' });
  await userEvent.hover(cut!.firstElementChild!);
  expect(cut!.title).toBe(LONG);
  await userEvent.hover(fits!.firstElementChild!);
  expect(fits!.hasAttribute('title')).toBe(false);
});

test('a title the code gave is kept, and ours goes again once the text fits', async () => {
  const [given, cut] = tableOf({ text: LONG, title: 'Singapore, D-12' }, { text: LONG });
  await userEvent.hover(given!.firstElementChild!);
  expect(given!.title).toBe('Singapore, D-12');

  await userEvent.hover(cut!.firstElementChild!);
  expect(cut!.title).toBe(LONG);
  (cut!.firstElementChild as HTMLElement).textContent = 'Miami';
  await userEvent.hover(given!.firstElementChild!);
  await userEvent.hover(cut!.firstElementChild!);
  expect(cut!.hasAttribute('title')).toBe(false);
});

test('a line of a two-line cell titled by the code is left to that title', async () => {
  const [cell] = tableOf({ text: '' });
  const wrapper = document.createElement('span');
  wrapper.title = 'Fuel pump · group G-12';
  const line = document.createElement('span');
  Object.assign(line.style, {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  });
  line.textContent = LONG;
  wrapper.append(line);
  cell!.replaceChildren(wrapper);
  await userEvent.hover(line);
  expect(line.hasAttribute('title')).toBe(false);
});

test('the words as shown: an icon under the pointer, and spaces between parts', async () => {
  const [cell] = tableOf({ text: '' });
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  icon.setAttribute('width', '12');
  icon.setAttribute('height', '12');
  const part = document.createElement('span');
  part.textContent = 'PN-7020-115';
  const alternate = document.createElement('span');
  alternate.textContent = 'alternate of 7020-115-A with a long note';
  cell!.replaceChildren(icon, part, ' ', alternate);
  await userEvent.hover(icon);
  expect(cell!.title).toBe('PN-7020-115 alternate of 7020-115-A with a long note');
});

test('nothing is titled once stopped', async () => {
  const [cut] = tableOf({ text: LONG });
  stop?.();
  await userEvent.hover(cut!.firstElementChild!);
  expect(cut!.hasAttribute('title')).toBe(false);
});
