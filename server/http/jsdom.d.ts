/**
 * The part of jsdom the server uses (ssr.ts: a DOM for the renderer's sanitizer; sandbox-pay.test.ts: a page
 * running the sandbox checkout script; scripts/app-loader-build.test.ts: the page's app loader); jsdom ships no
 * types.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: {
        url?: string;
        runScripts?: 'outside-only' | 'dangerously';
        pretendToBeVisual?: boolean;
        /** Called with the window before the document is parsed (and its scripts run). */
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
