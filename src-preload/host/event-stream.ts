/**
 * The host's server-sent events, read with fetch rather than EventSource so the secret can travel
 * in a header. Reconnects after a drop; stops for good when the key is refused.
 */
import {
  HOST_KEY_HEADER,
  HOST_PAGE_HEADER,
  HOST_PATHS,
  type HostEvent,
} from '../../src-shared/host-protocol.ts';

export function connectEvents(options: {
  key: string;
  pageId: string;
  onEvent: (event: HostEvent) => void;
}): void {
  let delayMs = 500;

  async function readOnce(): Promise<'retry' | 'stop'> {
    const response = await fetch(HOST_PATHS.events, {
      cache: 'no-store',
      headers: { [HOST_KEY_HEADER]: options.key, [HOST_PAGE_HEADER]: options.pageId },
    });
    if (response.status === 401 || response.status === 403) {
      console.error("Aerodesk refused this page's launch key: open the address it printed.");
      return 'stop';
    }
    if (!response.ok || !response.body) return 'retry';
    delayMs = 500;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'retry';
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        dispatch(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
      }
    }
  }

  function dispatch(block: string): void {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) return;
    try {
      options.onEvent(JSON.parse(data) as HostEvent);
    } catch (error) {
      console.error('Aerodesk: an event could not be handled', error);
    }
  }

  async function loop(): Promise<void> {
    for (;;) {
      const outcome = await readOnce().catch(() => 'retry' as const);
      if (outcome === 'stop') return;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, 5000);
    }
  }
  void loop();
}
