import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the content of each script the browser would run, and no data block or linked script', () => {
    const html = [
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
      '<body><div id="root"></div>',
      '<script data-app-entry="/assets/index-abc.js">(()=>{document.title=`x`})();</script>',
      '<script type="application/json" id="page-state">{"a":1}</script>',
      '<script type="application/ld+json" id="structured-data">{"@type":"Product"}</script>',
      '</body>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('(()=>{document.title=`x`})();')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<body><script src="/a.js"></script></body>')).toEqual([]);
    expect(inlineScriptHashes('')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the given inline scripts by hash only, beside the payment provider', () => {
    const policy = contentSecurityPolicy(
      { scriptSrc: ['https://checkout.example'], frameSrc: [], connectSrc: [] },
      "'none'",
      [sha256('x')],
    );
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha256('x')} https://checkout.example`);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });
});
