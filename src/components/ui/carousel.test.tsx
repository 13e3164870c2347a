import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

describe('Carousel', () => {
  it('labels the region and each slide for screen readers', () => {
    render(
      <Carousel label="Our team">
        <p>Asha</p>
        <p>Ravi</p>
        <p>Meera</p>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Our team' });
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(slides[1]!).getByText('Ravi').textContent).toBe('Ravi');
  });

  it('sets slides per view and the gap as custom properties, so CSS lays it out before any script', () => {
    render(
      <Carousel label="Awards" perView={{ base: 1, 768: 2, 1024: 4 }} gap={24}>
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    const style = screen.getByRole('region', { name: 'Awards' }).style;
    expect(style.getPropertyValue('--pv-base')).toBe('1');
    expect(style.getPropertyValue('--pv-768')).toBe('2');
    expect(style.getPropertyValue('--pv-1024')).toBe('4');
    expect(style.getPropertyValue('--pv-576')).toBe('');
    expect(style.getPropertyValue('--gap')).toBe('24px');
  });

  it('shows arrows only when there is more than one slide, and hides them on request', () => {
    const { rerender } = render(
      <Carousel label="One">
        <p>only</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    rerender(
      <Carousel label="Two">
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    rerender(
      <Carousel label="Two" arrows={false}>
        <p>a</p>
        <p>b</p>
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('keeps the dots row in its place before the slider has started, so nothing under it moves when they come', () => {
    const dotsRow = (region: HTMLElement) => region.querySelector('[class*="_dots_"]');
    const { rerender } = render(
      <Carousel label="Words" dots arrows={false}>
        <p>a</p>
        <p>b</p>
        <p>c</p>
      </Carousel>,
    );
    const row = dotsRow(screen.getByRole('region', { name: 'Words' }));
    // Not started (it starts when near the screen): the row is there, without buttons yet.
    expect(row).not.toBeNull();
    expect(row?.children).toHaveLength(0);
    // The CSS gives the row its height only where the slides outnumber those in view (--pv): it is told how many.
    expect(screen.getByRole('region', { name: 'Words' }).style.getPropertyValue('--count')).toBe('3');
    rerender(
      <Carousel label="One" dots arrows={false}>
        <p>only</p>
      </Carousel>,
    );
    expect(dotsRow(screen.getByRole('region', { name: 'One' }))).toBeNull();
  });
});
