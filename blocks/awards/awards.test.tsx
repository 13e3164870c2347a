import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/awards.json';
import { showcase } from '@fixtures/index';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { cardTitles, itBehavesLikeAShowcaseBlock, serve } from '../../tests/support/showcase-block-suite';
import { AwardsBlock } from './awards';
import { awardsBlock } from './definition';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
// The real autoplay plugin, watched: the slider's interval is part of the spec (shell §2).
vi.mock('embla-carousel-autoplay', async (original) => {
  const real = await original<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(real.default) };
});

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(awardsBlock, fixtures.find((f) => f.name === name)?.payload);
const names = showcase.awards.map((a) => a.certificate_name);
const descriptions = () => showcase.awards.map((a) => a.certificate_desc);

describe('awards schema (home_type 9)', () => {
  it('reads string numbers and 0/1 flags', () => {
    expect(props('String numbers: grid of the first three')).toEqual({
      home_type: 9,
      home_brij_award_type: 1,
      home_brij_award_display_desc: false,
      home_brij_award_value: 3,
    });
    expect(props('Slider with descriptions').home_brij_award_display_desc).toBe(true);
    expect(props('Slider without descriptions').home_brij_award_display_desc).toBe(false);
  });

  it('names the failing field of each invalid fixture', () => {
    const problems = fixtures
      .filter((f) => !f.valid)
      .map((f) => awardsBlock.parse(withNumericHomeType(f.payload)).error?.issues.map((i) => i.path.join('.')));
    expect(problems).toEqual([['home_brij_award_value'], ['home_brij_award_type']]);
  });
});

describe('AwardsBlock', () => {
  itBehavesLikeAShowcaseBlock({
    call: 'getAwardCertificateData',
    label: 'Awards and certificates',
    block: () => <AwardsBlock {...props('Grid with descriptions')} />,
    layout: 'grid',
    count: names.length,
    titles: names,
    // A slider when the type is not 1.
    slider: {
      block: () => <AwardsBlock {...props('Slider without descriptions')} />,
      slides: names.length,
      autoplayMs: 3000,
      controls: 'arrows',
    },
    capped: {
      block: () => <AwardsBlock {...props('String numbers: grid of the first three')} />,
      titles: names.slice(0, 3),
    },
    listField: 'resAwardCertificate',
  });

  it('shows every certificate with its description when display_desc is set', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Grid with descriptions')} />);
    expect(await cardTitles()).toEqual(names);
    for (const text of descriptions()) expect(screen.getByText(text)).toBeTruthy();
  });

  it('hides descriptions unless display_desc is set (spec: shell §2)', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Grid without descriptions')} />);
    await cardTitles();
    for (const text of descriptions()) expect(screen.queryByText(text)).toBeNull();
  });

  it('shows descriptions in the slider too when display_desc is set', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Slider with descriptions')} />);
    await screen.findByRole('region', { name: 'Awards and certificates' });
    expect(screen.getByText(descriptions()[0] ?? '')).toBeTruthy();
  });

  it('joins bare file names with awardCertificateImagePath, with the default image on error', async () => {
    serve({
      status: 'success',
      resAwardCertificate: [{ certificate_name: 'GI tag', certificate_image: 'gi.webp', certificate_desc: '' }],
      default_image_path: '/img/default_img.png',
      awardCertificateImagePath: '/media/awards/',
    });
    const { container } = renderBlocks(<AwardsBlock {...props('Grid with descriptions')} />);
    await cardTitles();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/awards/gi.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default_img.png');
  });
});
