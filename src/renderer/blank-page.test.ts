import { describe, expect, it } from 'vitest';
import { ERROR_CARD_TITLE, isBlank } from '../../tests/support/shown-content';

describe('a blank page', () => {
  const html = (markup: string) => {
    const root = document.createElement('div');
    root.innerHTML = markup;
    return root;
  };

  it('is one with nothing but skeletons, error cards and whitespace', () => {
    expect(isBlank(html(''))).toBe(true);
    expect(isBlank(html('<section><div class="row"> <span aria-hidden="true">…</span> </div></section>'))).toBe(true);
    expect(isBlank(html(`<div role="alert"><p>${ERROR_CARD_TITLE}</p><p>Image (home_type 5)</p></div>`))).toBe(true);
  });

  it('is not one with any text or media a shopper sees', () => {
    expect(isBlank(html('<h2>Heritage Jewellery</h2>'))).toBe(false);
    expect(isBlank(html('<figure><img src="/media/a.webp" alt=""></figure>'))).toBe(false);
    expect(isBlank(html('<div role="alert">Please select the date</div>'))).toBe(false);
  });
});
