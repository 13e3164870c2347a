import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productAnswer, variationData } from '../test-support/product-fixtures';
import { VariationPickers } from './variation-pickers';

function renderPickers() {
  const onChoose = vi.fn();
  render(
    <VariationPickers
      attributes={variationData}
      selection={productAnswer.selvararray}
      termImageBase="/media/terms"
      onChoose={onChoose}
    />,
  );
  return { onChoose };
}

describe('variation pickers (shell §3 "Variation attribute", STYLE 16: one component for page and drawer)', () => {
  it('draws one radio group per attribute, named with its chosen term', () => {
    renderPickers();
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Colour: Gold',
      'Finish: Antique',
      'Size: S',
    ]);
    expect((screen.getByRole('radio', { name: 'Gold' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Rose Gold' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a colour swatch (type 1), an image swatch (type 2) and the name (type 3)', () => {
    renderPickers();
    const [colour, finish, size] = screen.getAllByRole('group');
    const swatch = colour?.querySelector('label span[style]') as HTMLElement | null;
    expect(swatch?.style.background).toBe('rgb(212, 169, 79)');
    expect(within(finish!).getByRole('img', { name: 'Polished' }).getAttribute('src')).toBe(
      '/media/terms/polished.webp',
    );
    expect(within(size!).getByText('M')).toBeTruthy();
  });

  it('hands the chosen term over as the selection carries it', () => {
    const { onChoose } = renderPickers();
    fireEvent.click(screen.getByRole('radio', { name: 'Polished' }));
    expect(onChoose).toHaveBeenCalledWith({
      attr: 'Finish',
      terms: 'Polished',
      terms_value: '/media/terms/polished.webp',
      terms_type: 2,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    expect(onChoose).toHaveBeenLastCalledWith({ attr: 'Size', terms: 'M', terms_value: 'M', terms_type: 3 });
  });
});
