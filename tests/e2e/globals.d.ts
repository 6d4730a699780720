// Specs run in Node but evaluate functions in the page, where the preload put the bridge.
import type { Bridge } from '../../src-shared/bridge.ts';

declare global {
  var window: { aerodesk: Bridge };
}
