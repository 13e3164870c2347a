import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/heading.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { headingBlock } from './definition';
import { Heading } from './heading';

const fixtures = blockFixtures(fixtureJson);
const byName = (name: string) => parseFixture(headingBlock, fixtures.find((f) => f.name === name)?.payload);

describe('Heading block (home_type 11)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    const props = parseFixture(headingBlock, fixture.payload);
    render(<Heading {...props} />);
    const level = Number(props.home_brij_heading_size.slice(1));
    expect(screen.getByRole('heading', { level, name: props.home_brij_heading })).toBeTruthy();
    if (props.home_brij_heading_subheading)
      expect(screen.getByText(props.home_brij_heading_subheading).tagName).toBe('P');
  });

  it('defaults to h1', () => {
    render(<Heading {...byName('Default size (h1)')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Heritage Jewellery');
  });

  it('maps alignment to Bootstrap text utilities', () => {
    const centred = render(<Heading {...byName('Centred with subheading')} />);
    expect(centred.container.firstElementChild?.classList.contains('text-center')).toBe(true);
    const right = render(<Heading {...byName('Right aligned')} />);
    expect(right.container.firstElementChild?.classList.contains('text-end')).toBe(true);
  });

  it('applies the extra class and the safe part of the inline style', () => {
    const { container } = render(<Heading {...byName('Extra class and inline style')} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.classList.contains('mb-0')).toBe(true);
    expect(wrapper.classList.contains('craft-heading')).toBe(true);
    expect(wrapper.classList.contains('text-start')).toBe(true);
    expect(wrapper.style.letterSpacing).toBe('0.04em');
    expect(wrapper.getAttribute('style')).not.toMatch(/expression/);
  });

  it('accepts home_type sent as the string "11"', () => {
    expect(byName('home_type as a string').home_type).toBe(11);
  });

  it('rejects a heading without text and a size of h9', () => {
    const empty = headingBlock.parse(
      withNumericHomeType(fixtures.find((f) => f.name === 'Invalid: heading without text')?.payload),
    );
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['home_brij_heading', 'Required']]);
    const h9 = headingBlock.parse(withNumericHomeType(fixtures.find((f) => f.name === 'Invalid: size h9')?.payload));
    expect(h9.error?.issues[0]?.path).toEqual(['home_brij_heading_size']);
  });
});
