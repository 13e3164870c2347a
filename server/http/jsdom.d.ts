/**
 * The part of jsdom the server uses (ssr.ts: a DOM for the renderer's sanitizer; sandbox-pay.test.ts: a page
 * running the sandbox checkout script); jsdom ships no types.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; runScripts?: 'outside-only' | 'dangerously' });
    readonly window: Window & typeof globalThis;
  }
}
