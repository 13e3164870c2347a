import { act, Profiler, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlKey, LaterHtmlContext, SafeHtml as ServerSafeHtml, useSanitizedLater } from './safe-html';

/**
 * The browser's SafeHtml before its sanitizer has loaded (ADR 034): it adopts the server's sanitized HTML
 * while hydrating, and waits for the sanitizer before it draws any other HTML. The module is loaded afresh,
 * without the sanitizer tests/setup-dom.ts provides, and its sanitizer import is counted.
 */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./sanitize-html', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CMS = '<p style="color: red; width: expression(alert(1))">Kundan <a href="javascript:alert(1)">craft</a></p>';

async function browserSafeHtml() {
  vi.resetModules();
  loads.count = 0;
  return import('./safe-html');
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function Page({ SafeHtml, html }: { SafeHtml: typeof ServerSafeHtml; html: string }) {
  return (
    <Suspense fallback={<i>waiting</i>}>
      <SafeHtml html={html} className="rich" />
    </Suspense>
  );
}

describe('SafeHtml in the browser before the sanitizer is there', () => {
  it("hydrates the server's sanitized HTML as it is, without loading the sanitizer", async () => {
    const serverHtml = renderToString(<Page SafeHtml={ServerSafeHtml} html={CMS} />);
    expect(serverHtml).not.toMatch(/javascript|expression/);
    const { SafeHtml } = await browserSafeHtml();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const drawn = container.querySelector('.rich');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page SafeHtml={SafeHtml} html={CMS} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('.rich')).toBe(drawn); // the same element, not drawn afresh
    expect(container.querySelector('.rich')?.innerHTML).toBe('<p style="color: red;">Kundan <a>craft</a></p>');
    expect(loads.count).toBe(0);
  });

  it('is not drawn again at once when hydrated (ADR 074)', async () => {
    const serverHtml = renderToString(<ServerSafeHtml html={CMS} className="rich" />);
    const { SafeHtml } = await browserSafeHtml();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const draws: string[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Profiler id="cms" onRender={(_, phase) => draws.push(phase)}>
          <SafeHtml html={CMS} className="rich" />
        </Profiler>,
      );
    });
    expect(draws).toEqual(['mount']);
    expect(container.querySelector('.rich')?.innerHTML).toBe('<p style="color: red;">Kundan <a>craft</a></p>');
  });

  it('waits for the sanitizer before it draws HTML the server did not, then draws it sanitized', async () => {
    const serverHtml = renderToString(<Page SafeHtml={ServerSafeHtml} html={CMS} />);
    const { SafeHtml, loadSanitizer } = await browserSafeHtml();
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page SafeHtml={SafeHtml} html={CMS} />);
    });
    await act(async () => {
      root?.render(<Page SafeHtml={SafeHtml} html={'<b onclick="alert(1)">Zari</b><script>alert(1)</script>'} />);
    });
    await act(async () => {
      await loadSanitizer();
    });
    expect(container.querySelector('.rich')?.innerHTML).toBe('<b>Zari</b>');
    expect(loads.count).toBe(1);
  });

  it('draws HTML the server sanitized ahead for a later draw (ADR 044), without loading the sanitizer', async () => {
    // The server: a block names the HTML it will draw only in the browser, and the page's state carries it.
    // Imported here: the collector brings the sanitizer, which the tests above must see load on its own.
    const { collectSanitizedLater } = await import('./sanitized-later');
    const later = collectSanitizedLater();
    function Slider({ html }: { html: string }) {
      useSanitizedLater([html, null, '']);
      return <i>still</i>;
    }
    renderToString(
      <LaterHtmlContext.Provider value={later}>
        <Slider html={CMS} />
      </LaterHtmlContext.Provider>,
    );
    const sanitized = later.entries();
    expect(sanitized).toEqual({ [htmlKey(CMS)]: '<p style="color: red;">Kundan <a>craft</a></p>' });

    // The browser: after hydration the slider draws that HTML, and no sanitizer is fetched for it.
    const { SafeHtml, provideSanitizedLater, loadSanitizer } = await browserSafeHtml();
    // What the server sent is drawn as it is: a marker shows it was not sanitized here again.
    provideSanitizedLater({ [htmlKey(CMS)]: '<p>kept by the server</p>' });
    const container = document.createElement('div');
    container.innerHTML = '<i>still</i>';
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <i>still</i>);
    });
    await act(async () => {
      root?.render(<Page SafeHtml={SafeHtml} html={CMS} />);
    });
    expect(container.querySelector('.rich')?.innerHTML).toBe('<p>kept by the server</p>');

    // Other HTML still needs the sanitizer.
    await act(async () => {
      root?.render(<Page SafeHtml={SafeHtml} html={'<b onclick="alert(1)">Zari</b>'} />);
    });
    await act(async () => {
      await loadSanitizer();
    });
    expect(container.querySelector('.rich')?.innerHTML).toBe('<b>Zari</b>');
  });
});

describe('htmlKey', () => {
  it('is the same for the same HTML on both sides and differs for different HTML', () => {
    expect(htmlKey(CMS)).toBe(htmlKey(`${CMS}`));
    const keys = new Set(['', 'a', 'b', '<p>a</p>', '<p>b</p>', CMS, `${CMS} `].map(htmlKey));
    expect(keys.size).toBe(7);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{1,11}$/);
  });
});
