import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/rich-text.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { richTextBlock } from './definition';
import { RichText } from './rich-text';

const fixtures = blockFixtures(fixtureJson);
const valid = fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const);
const invalid = fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const);

describe('RichText block (home_type 4)', () => {
  it.each(valid)('renders fixture "%s"', (_, fixture) => {
    const props = parseFixture(richTextBlock, fixture.payload);
    const { container } = render(<RichText {...props} />);
    if (props.home_text_title) {
      expect(screen.getByRole('heading', { level: 2, name: props.home_text_title })).toBeTruthy();
    } else {
      expect(screen.queryByRole('heading')).toBeNull();
    }
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(container.textContent?.length).toBeGreaterThan(0);
  });

  it.each(invalid)('rejects fixture "%s"', (_, fixture) => {
    expect(richTextBlock.parse(withNumericHomeType(fixture.payload)).success).toBe(false);
  });

  it('renders the description HTML as elements, not text', () => {
    render(
      <RichText
        home_type={4}
        home_text_title=""
        home_text_description="<p>Handcrafted <strong>in India</strong></p>"
      />,
    );
    expect(screen.getByText('in India').tagName).toBe('STRONG');
  });

  it('drops unsafe inline CSS but keeps the rest', () => {
    const fixture = fixtures.find((f) => f.name === 'Inline styles in the HTML');
    const { container } = render(<RichText {...parseFixture(richTextBlock, fixture?.payload)} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]?.style.fontSize).toBe('1.125rem');
    expect(paragraphs[1]?.getAttribute('style')).toBe('margin-top: 8px;');
  });

  it('renders nothing when both title and description are empty', () => {
    const { container } = render(<RichText home_type={4} home_text_title="" home_text_description="" />);
    expect(container.innerHTML).toBe('');
  });
});
