/** The part of jsdom the server uses (ssr.ts: a DOM for the renderer's sanitizer); jsdom ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
