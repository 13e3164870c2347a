import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferSanitizer, SafeHtml } from './safe-html';

const HTML = '<p>Kundan <a href="/faq">care</a></p><script>alert(1)</script>';

function Page({ html }: { html: string }) {
  return (
    <main>
      <h2>Our story</h2>
      <SafeHtml html={html} className="cms" />
    </main>
  );
}

/** True once React has hydrated the node (it keeps its fiber on the node). */
const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((k) => k.startsWith('__reactFiber'));

/** The shopper's first interaction, settled by hand. */
function interaction() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('SafeHtml and hydration (ADR 030)', () => {
  it('keeps the server’s CMS HTML untouched until the first interaction, then hydrates it in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page html={HTML} />);
    document.body.append(container);
    const serverParagraph = container.querySelector('.cms p');
    expect(serverParagraph?.textContent).toBe('Kundan care');
    expect(container.querySelector('script')).toBeNull();

    const first = interaction();
    deferSanitizer(first.promise);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page html={HTML} />, { onRecoverableError: (error) => errors.push(error) });
    });
    // The rest of the page has hydrated; the CMS HTML has not, and still shows the server's nodes.
    expect(hydrated(container.querySelector('h2'))).toBe(true);
    expect(hydrated(serverParagraph)).toBe(false);
    expect(container.querySelector('.cms p')).toBe(serverParagraph);

    await act(async () => first.settle());
    expect(container.querySelector('.cms p')).toBe(serverParagraph);
    expect(hydrated(serverParagraph)).toBe(true);
    expect(container.querySelector('.cms a')?.getAttribute('href')).toBe('/faq');
    expect(errors).toEqual([]);
    container.remove();
  });

  it('draws CMS HTML rendered afresh at once, even before the first interaction', () => {
    deferSanitizer(new Promise(() => {}));
    const { container } = render(<Page html={HTML} />);
    expect(container.querySelector('.cms p')?.textContent).toBe('Kundan care');
    expect(container.querySelector('script')).toBeNull();
  });
});
