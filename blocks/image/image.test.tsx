import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import fixtureJson from '@fixtures/blocks/image.json';
import { withNumericHomeType } from '@schemas/cms';
import { AboveTheFoldContext } from '@/renderer/define-block';
import { UnderTheLargestPaintContext } from '@/components/ui/under-the-largest-paint';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { imageBlock } from './definition';
import { ImageBlock } from './image';

const fixtures = blockFixtures(fixtureJson);
const byName = (name: string) => parseFixture(imageBlock, fixtures.find((f) => f.name === name)?.payload);
const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

describe('Image block (home_type 5)', () => {
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f] as const))('renders fixture "%s"', (_, fixture) => {
    const props = parseFixture(imageBlock, fixture.payload);
    const { container } = inRouter(<ImageBlock {...props} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(props.home_image);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('alt')).toBe(props.home_caption_text);
    if (props.home_caption_text)
      expect(container.querySelector('figcaption')?.textContent).toBe(props.home_caption_text);
    else expect(img?.getAttribute('role')).toBe('presentation');
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects fixture "%s"', (_, fixture) => {
    const result = imageBlock.parse(withNumericHomeType(fixture.payload));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['home_image']);
    expect(result.error?.issues[0]?.message).toBe('Required');
  });

  it('links in the same tab through the router', () => {
    inRouter(<ImageBlock {...byName('Linked, same tab')} />);
    const link = screen.getByRole('link', { name: 'Necklaces' });
    expect(link.getAttribute('href')).toBe('/list/category/necklaces');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('opens _blank links in a new tab with rel noopener noreferrer and a name', () => {
    inRouter(<ImageBlock {...byName('Linked, new tab')} />);
    const link = screen.getByRole('link', { name: 'Handloom mark' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sizes custom images with width/height attributes', () => {
    const { container } = inRouter(<ImageBlock {...byName('Custom width and height')} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('height')).toBe('375');
    expect(img?.style.width).toBe('300px');
  });

  it('gives a custom width alone as the width attribute', () => {
    const { container } = inRouter(<ImageBlock {...byName('Custom width')} />);
    expect(container.querySelector('img')?.getAttribute('width')).toBe('480');
    expect(container.querySelector('img')?.hasAttribute('height')).toBe(false);
  });

  it('never renders a script link', () => {
    inRouter(<ImageBlock {...byName('Full width')} home_image_link="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('image loading priority', () => {
  const parsed = imageBlock.parse({
    home_type: 5,
    home_image: '/media/home/kundan-setting.webp',
    home_caption_text: 'Kundan',
  });
  if (!parsed.success) throw new Error('fixture payload must parse');
  it('loads lazily below the first section', () => {
    inRouter(<ImageBlock {...parsed.data} />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });
  it('loads eagerly at high priority in the first section', () => {
    inRouter(
      <AboveTheFoldContext.Provider value>
        <ImageBlock {...parsed.data} />
      </AboveTheFoldContext.Provider>,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
  it('asks for low priority right under a largest paint the page draws itself, and for none further down', () => {
    const { unmount } = inRouter(
      <UnderTheLargestPaintContext.Provider value>
        <ImageBlock {...parsed.data} />
      </UnderTheLargestPaintContext.Provider>,
    );
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('low');
    unmount();
    inRouter(<ImageBlock {...parsed.data} />);
    expect(screen.getByRole('img').hasAttribute('fetchpriority')).toBe(false);
  });
});
