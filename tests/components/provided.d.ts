// What the components project's global set-up (global-setup.ts, in Node) hands the browser tests.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The reference server the screens talk to, with a trailing slash. */
    componentServerUrl: string;
  }
}
