/**
 * How long a toast stays (spec §9): 3000 ms by default, 6000 ms for the message that the file went
 * out through the messaging service. Sonner's own timers in a real browser, on a fake clock, so
 * the test waits for no real second.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MESSAGING_SENT_TIMER_MS } from '../../src-shared/domain/constants.ts';
import { Toasts } from '../../src-renderer/components/Toasts.tsx';
import { notify } from '../../src-renderer/stores/notifications.ts';

let root: Root;
let host: HTMLElement;

// React's act() is how the fake clock's steps reach the rendered toasts, in this file only.
const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

beforeEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Toasts />));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root.unmount());
  host.remove();
  scope.IS_REACT_ACT_ENVIRONMENT = false;
});

/** Whether the toast of `message` is on the screen and not on its way out. */
function showing(message: string): boolean {
  const toast = page.getByText(message).elements()[0]?.closest('[data-sonner-toast]');
  return !!toast && toast.getAttribute('data-removed') !== 'true';
}

async function passes(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

// The figures themselves are pinned in tests/shared/spec-constants.test.ts.
test('a notification stays 3000 ms, then goes', async () => {
  act(() => void notify.success('Successful edit'));
  await passes(10);
  expect(showing('Successful edit')).toBe(true);
  await passes(2900);
  expect(showing('Successful edit')).toBe(true);
  await passes(200);
  expect(showing('Successful edit')).toBe(false);
});

// product/excel.ts passes this timer for the message that the file went out.
test("a toast given the messaging service's timer stays 6000 ms", async () => {
  act(() => void notify.success('Sent to Telegram', MESSAGING_SENT_TIMER_MS));
  await passes(10);
  await passes(5800);
  expect(showing('Sent to Telegram')).toBe(true);
  await passes(300);
  expect(showing('Sent to Telegram')).toBe(false);
});
