import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/accordion.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { headerForKey } from '@/components/ui/accordion';
import { Accordion } from './accordion';
import { accordionBlock } from './definition';

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(accordionBlock, fixtures.find((f) => f.name === name)?.payload);
const headers = () => screen.getAllByRole('button');

describe('Accordion block (home_type 20)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    render(<Accordion {...parseFixture(accordionBlock, fixture.payload)} />);
    expect(headers().length).toBeGreaterThan(0);
    for (const header of headers()) expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects fixture "%s"', (_, fixture) => {
    const result = accordionBlock.parse(withNumericHomeType(fixture.payload));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['has_many_home_ta']);
  });

  it('names an empty block for editors', () => {
    const result = accordionBlock.parse({ home_type: 20, has_many_home_ta: [{ home_ta_title: 'Returns' }] });
    expect(result.error?.issues[0]?.message).toBe('No item has both a title and content');
  });

  it('skips items without content (spec: shell §2) and without a title', () => {
    render(<Accordion {...props('Items without content are skipped')} />);
    expect(headers().map((h) => h.textContent)).toEqual([
      'How long does a made-to-order piece take?',
      'Do you offer free lifetime cleaning?',
    ]);
  });

  it('opens and closes panels, several at once', () => {
    const { container } = render(<Accordion {...props('Frequently asked questions')} />);
    const [first, second] = headers();
    if (!first || !second) throw new Error('expected two headers');
    const panelOf = (header: HTMLElement) =>
      [...container.querySelectorAll('[id]')].find((el) => el.id === header.getAttribute('aria-controls'));
    expect(panelOf(first)?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(first);
    fireEvent.click(second);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first)?.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('region', { name: first.textContent ?? '' }).textContent).toMatch(/25–30 days/);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first)?.hasAttribute('hidden')).toBe(true);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it('puts each header button inside a heading', () => {
    render(<Accordion {...props('Single item')} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Is your gold hallmarked?' })).toBeTruthy();
  });

  it('moves focus between headers with Up, Down, Home and End', () => {
    render(<Accordion {...props('Frequently asked questions')} />);
    const all = headers();
    all[0]?.focus();
    fireEvent.keyDown(all[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(all[1]);
    fireEvent.keyDown(all[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(all[4]);
    fireEvent.keyDown(all[4] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(all[0]);
    fireEvent.keyDown(all[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(all[4]);
    fireEvent.keyDown(all[4] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(all[0]);
  });

  it('uses landmark regions for a short list only', () => {
    const short = render(<Accordion {...props('Frequently asked questions')} />);
    for (const header of headers()) fireEvent.click(header);
    expect(screen.getAllByRole('region').length).toBe(5);
    short.unmount();
    render(<Accordion {...props('Long list without landmark regions')} />);
    for (const header of headers()) fireEvent.click(header);
    expect(screen.queryAllByRole('region').length).toBe(0);
  });

  it('maps keys to headers', () => {
    expect(headerForKey('ArrowDown', 1, 3)).toBe(2);
    expect(headerForKey('ArrowUp', 0, 3)).toBe(2);
    expect(headerForKey('ArrowRight', 0, 3)).toBeNull();
  });
});
