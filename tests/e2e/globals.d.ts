// Specs run in Node but evaluate functions in the page, where the preload put the bridge.
import type { Bridge } from '../../src-shared/bridge.ts';

declare global {
  var window: {
    aerodesk: Bridge;
    /** Set by the fixture: settles when the page hears of local settings another window saved. */
    localSettingsHeard?: Promise<void>;
  };
}
