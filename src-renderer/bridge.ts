import type { Bridge } from '../src-shared/bridge.ts';

/**
 * The renderer's only way to the operating system: `window.aerodesk`, put there by the Electron
 * preload or by the browser host's preload script before this bundle runs.
 */
declare global {
  interface Window {
    aerodesk: Bridge;
  }
}

export function bridge(): Bridge {
  const value = (window as Partial<Window>).aerodesk;
  if (!value) throw new Error('The Aerodesk bridge is missing: open the app through Aerodesk.');
  return value;
}
