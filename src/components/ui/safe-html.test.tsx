import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';
import { SANITIZED_KEPT_CHARS, sanitizeHtml } from './sanitize-html';

const FORBIDDEN = 'script, iframe, object, embed, base, meta, form, link, style, svg, math, noscript, frame';
const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;

let alertSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  alertSpy = vi.fn();
  vi.stubGlobal('alert', alertSpy);
});
afterEach(() => vi.unstubAllGlobals());

/** Renders `html` and checks the invariants every CMS fragment must hold after SafeHtml. */
function renderSafely(html: string) {
  const { container } = render(<SafeHtml html={html} />);
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.toLowerCase().startsWith('on'), `${el.tagName} keeps ${attr}`).toBe(false);
    }
    for (const name of ['href', 'src', 'xlink:href', 'formaction', 'action', 'data', 'srcdoc']) {
      const value = el.getAttribute(name);
      if (value !== null) expect(value, `${el.tagName}[${name}]`).not.toMatch(SCRIPT_URL);
    }
    const style = el.getAttribute('style') ?? '';
    expect(style).not.toMatch(/javascript|expression|behavior|binding/i);
  }
  expect(container.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  return container;
}

describe('SafeHtml keeps ordinary CMS markup', () => {
  it('renders headings, lists, links and emphasis as React elements', () => {
    const container = renderSafely(
      '<h3>Kundan <em>craft</em></h3><ul><li><a href="/faq">FAQ</a></li><li><a href="mailto:care@example.in">Mail</a></li><li><a href="tel:+911234567890">Call</a></li></ul>',
    );
    expect(container.querySelector('h3')?.textContent).toBe('Kundan craft');
    expect(container.querySelectorAll('a')).toHaveLength(3);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/faq');
  });

  it('renders nothing for empty input and honours `as` and className', () => {
    expect(render(<SafeHtml html="" />).container.innerHTML).toBe('');
    expect(render(<SafeHtml html={null} />).container.innerHTML).toBe('');
    const { container } = render(<SafeHtml html="<b>x</b>" as="span" className="lead" />);
    expect(container.querySelector('span.lead b')?.textContent).toBe('x');
  });

  it('forces rel="noopener noreferrer" on target=_blank and drops other targets', () => {
    const container = renderSafely(
      '<a href="https://example.com" target="_BLANK">out</a><a href="/a" target="_self">self</a><a href="/b" target="evil">odd</a>',
    );
    const [blank, self, odd] = [...container.querySelectorAll('a')];
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(self?.getAttribute('target')).toBe('_self');
    expect(odd?.hasAttribute('target')).toBe(false);
  });

  it('keeps safe inline styles and drops unsafe declarations', () => {
    const container = renderSafely(
      '<p style="color: rgb(122, 31, 43); background-image: url(javascript:alert(1)); width: expression(alert(1))">Silk</p>' +
        '<div style="background:url(&quot;javascript:alert(1)&quot;);margin-top:8px">Zari</div>',
    );
    const p = container.querySelector('p');
    expect(p?.style.color).toBe('rgb(122, 31, 43)');
    expect(p?.style.backgroundImage).toBe('');
    const zari = [...container.querySelectorAll('div')].find((el) => el.textContent === 'Zari');
    expect(zari?.getAttribute('style')).toBe('margin-top: 8px;');
    expect(container.textContent).toContain('Silk');
  });

  it('keeps in-page anchors pointing at the prefixed ids', () => {
    const container = renderSafely('<a href="#care">Care</a><h2 id="care">Care</h2>');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('#user-content-care');
    expect(container.querySelector('h2')?.id).toBe('user-content-care');
  });
});

describe('SafeHtml removes every class of XSS vector', () => {
  const vectors: [string, string, string][] = [
    ['script tag', '<p>Pearl</p><script>alert(1)</script>', 'Pearl'],
    ['img onerror', '<img src=x onerror="alert(1)"><p>Jhumka</p>', 'Jhumka'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>Bangle</p>', 'Bangle'],
    ['body onload', '<body onload="alert(1)"><p>Ring</p></body>', 'Ring'],
    ['javascript: href', '<a href="javascript:alert(1)">Saree</a>', 'Saree'],
    ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">Lehenga</a>', 'Lehenga'],
    ['entity-encoded scheme', '<a href="&#106;avascript:alert(1)">Kurta</a>', 'Kurta'],
    ['tab inside scheme', '<a href="java\tscript:alert(1)">Dupatta</a>', 'Dupatta'],
    ['data:text/html href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Stole</a>', 'Stole'],
    ['data:text/html src', '<img src="data:text/html,<script>alert(1)</script>"><p>Ajrakh</p>', 'Ajrakh'],
    ['javascript: src', '<img src="javascript:alert(1)"><p>Bandhani</p>', 'Bandhani'],
    ['formaction', '<button formaction="javascript:alert(1)">Go</button><p>Ikat</p>', 'Ikat'],
    [
      'form with action',
      '<form action="javascript:alert(1)"><input type="submit"></form><p>Kalamkari</p>',
      'Kalamkari',
    ],
    ['xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><p>Zardozi</p>', 'Zardozi'],
    ['math namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['svg/style mutation', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">', ''],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>Meenakari</p>', 'Meenakari'],
    ['object data', '<object data="javascript:alert(1)"></object><p>Polki</p>', 'Polki'],
    ['embed', '<embed src="javascript:alert(1)"><p>Temple</p>', 'Temple'],
    ['base href', '<base href="https://evil.example/"><a href="/x">Base</a>', 'Base'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>Meta</p>', 'Meta'],
    ['link import', '<link rel="import" href="https://evil.example/x.html"><p>Link</p>', 'Link'],
    ['css url(javascript:)', '<div style="background:url(javascript:alert(1))">Chanderi</div>', 'Chanderi'],
    ['css expression()', '<div style="width:expression(alert(1))">Paithani</div>', 'Paithani'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>Style</p>', 'Style'],
  ];

  it.each(vectors)('%s', (_, html, text) => {
    const container = renderSafely(html);
    expect(container.textContent).toContain(text);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('removes DOM-clobbering ids and names', () => {
    const container = renderSafely(
      '<form id="test" name="getElementById"></form><img name="body"><img id="location"><p id="cookie">Kantha</p><a name="x" id="y">ok</a>',
    );
    const ids = [...container.querySelectorAll('[id], [name]')].flatMap((el) => [el.id, el.getAttribute('name')]);
    for (const value of ids) if (value) expect(value.startsWith('user-content-')).toBe(true);
    expect(ids).not.toContain('location');
    expect(ids).not.toContain('cookie');
    expect(ids).not.toContain('body');
    expect(document.getElementById('location')).toBeNull();
    expect(container.textContent).toContain('Kantha');
  });

  it('sanitizeHtml is the same path and yields inert markup', () => {
    const clean = sanitizeHtml('<a href="javascript:alert(1)" onclick="alert(1)" target="_blank">x</a>');
    expect(clean).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('sanitizeHtml answers the same HTML the same way from what it kept, within its bound', () => {
    const dirty = '<p id="cookie" onclick="alert(1)">Kept <a href="javascript:alert(1)">x</a></p>';
    const first = sanitizeHtml(dirty);
    expect(first).toBe('<p id="user-content-cookie">Kept <a>x</a></p>');
    expect(sanitizeHtml(dirty)).toBe(first);
    // Many large pieces later (past the bound, so the first is no longer kept), it is sanitized afresh, alike.
    const large = (i: number) => `<p onclick="x">${String(i).padEnd(SANITIZED_KEPT_CHARS / 16, '.')}</p>`;
    for (let i = 0; i < 20; i += 1) expect(sanitizeHtml(large(i))).not.toContain('onclick');
    expect(sanitizeHtml(dirty)).toBe(first);
  });
});
