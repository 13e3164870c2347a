import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/tabs.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { tabsBlock } from './definition';
import { htmlHasContent } from '@/lib/tab-items';
import { Tabs, tabForKey } from './tabs';

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(tabsBlock, fixtures.find((f) => f.name === name)?.payload);
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('Tabs block (home_type 19)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    render(<Tabs {...parseFixture(tabsBlock, fixture.payload)} />);
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tabpanel').length).toBe(1);
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects fixture "%s"', (_, fixture) => {
    const result = tabsBlock.parse(withNumericHomeType(fixture.payload));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['has_many_home_ta']);
  });

  it('names an empty block for editors', () => {
    const result = tabsBlock.parse({ home_type: 19, has_many_home_ta: [] });
    expect(result.error?.issues[0]?.message).toBe('No tab has both a title and content');
  });

  it('wires tabs to their panels (WAI-ARIA tabs pattern)', () => {
    render(<Tabs {...props('Care by material')} />);
    expect(tabNames()).toEqual(['Gold', 'Silver', 'Textiles']);
    const gold = selectedTab();
    const panel = screen.getByRole('tabpanel');
    expect(gold.textContent).toBe('Gold');
    expect(gold.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(gold.id);
    expect(panel.textContent).toMatch(/lukewarm water/);
    // Roving tabindex: only the chosen tab is in the tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('keeps every panel in the markup, the others hidden', () => {
    const { container } = render(<Tabs {...props('Care by material')} />);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels.length).toBe(3);
    expect([...panels].map((p) => p.hasAttribute('hidden'))).toEqual([false, true, true]);
  });

  it('moves with arrow keys (wrapping), Home and End, and focuses the chosen tab', () => {
    render(<Tabs {...props('Care by material')} />);
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Silver');
    expect(document.activeElement).toBe(selectedTab());
    expect(screen.getByRole('tabpanel').textContent).toMatch(/patina/);
    fireEvent.keyDown(selectedTab(), { key: 'End' });
    expect(selectedTab().textContent).toBe('Textiles');
    fireEvent.keyDown(selectedTab(), { key: 'ArrowRight' });
    expect(selectedTab().textContent).toBe('Gold');
    fireEvent.keyDown(selectedTab(), { key: 'ArrowLeft' });
    expect(selectedTab().textContent).toBe('Textiles');
    fireEvent.keyDown(selectedTab(), { key: 'Home' });
    expect(selectedTab().textContent).toBe('Gold');
    fireEvent.keyDown(selectedTab(), { key: 'a' });
    expect(selectedTab().textContent).toBe('Gold');
  });

  it('chooses a tab on click', () => {
    render(<Tabs {...props('Care by material')} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Textiles' }));
    expect(selectedTab().textContent).toBe('Textiles');
    expect(screen.getByRole('link', { name: 'care guide' }).getAttribute('href')).toBe('/jewellery-care');
  });

  it('skips items without a title or without content', () => {
    render(<Tabs {...props('Items without a title or content are skipped')} />);
    expect(tabNames()).toEqual(['Gold', 'Silver']);
  });

  it('reads nulls from the back office as empty', () => {
    render(<Tabs {...props('Nulls from the back office')} />);
    expect(tabNames()).toEqual(['Textiles']);
  });
});

describe('tab helpers', () => {
  it('maps keys to tabs', () => {
    expect(tabForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabForKey('Enter', 1, 3)).toBeNull();
  });

  it('tells HTML that shows something from HTML that shows nothing', () => {
    expect(htmlHasContent('<p>&nbsp;</p> <br>')).toBe(false);
    expect(htmlHasContent('')).toBe(false);
    expect(htmlHasContent('<p>Hi</p>')).toBe(true);
    expect(htmlHasContent('<img src="/media/x.webp" alt="">')).toBe(true);
  });
});
