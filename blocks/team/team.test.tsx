import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/team.json';
import { showcase } from '@fixtures/index';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { cardTitles, itBehavesLikeAShowcaseBlock, serve } from '../../tests/support/showcase-block-suite';
import { teamBlock } from './definition';
import { TeamBlock } from './team';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
// The real autoplay plugin, watched: the slider's interval is part of the spec (shell §2).
vi.mock('embla-carousel-autoplay', async (original) => {
  const real = await original<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(real.default) };
});

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(teamBlock, fixtures.find((f) => f.name === name)?.payload);
const names = showcase.team.map((m) => m.team_name);

describe('team schema (home_type 8)', () => {
  it('reads string numbers: type "1" is a grid and " 4 " is four members', () => {
    expect(props('String numbers: grid of the first four')).toEqual({
      home_type: 8,
      home_brij_team_type: 1,
      home_brij_team_value: 4,
    });
    expect(props('Grid').home_brij_team_value).toBeUndefined();
  });

  it.each(fixtures.filter((f) => !f.valid).map((f) => [f.name, f] as const))('rejects "%s"', (_, f) => {
    const result = teamBlock.parse(withNumericHomeType(f.payload));
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['home_brij_team_value', 'Expected a whole number of items (blank or 0 shows them all)'],
    ]);
  });
});

describe('TeamBlock', () => {
  itBehavesLikeAShowcaseBlock({
    call: 'getTeamsData',
    label: 'Our team',
    block: () => <TeamBlock {...props('Grid')} />,
    layout: 'grid',
    count: names.length,
    titles: names,
    // A slider unless the type is 1.
    slider: {
      block: () => <TeamBlock {...props('Slider')} />,
      slides: names.length,
      autoplayMs: 3000,
      controls: 'arrows',
    },
    capped: {
      block: () => <TeamBlock {...props('String numbers: grid of the first four')} />,
      titles: names.slice(0, 4),
    },
    listField: 'resTeamData',
  });

  it('shows portraits from the seed and descriptions as sanitised HTML', async () => {
    serve();
    const { container } = renderBlocks(<TeamBlock {...props('Grid')} />);
    await cardTitles();
    const first = showcase.team[0];
    expect(container.querySelector('img')?.getAttribute('src')).toBe(first?.team_image);
    // "<p><strong>Founder</strong></p>…": the role stays bold text, not escaped markup.
    expect(screen.getByText('Founder').tagName).toBe('STRONG');
  });

  it('joins bare file names with teamImagePath and falls back to the default image', async () => {
    serve({
      status: 'success',
      resTeamData: [
        { team_id: '1', team_name: 'Salim Khan', team_image: 'salim.webp', team_desc: 'Karigar' },
        { team_id: '2', team_name: 'Meera Soni', team_image: null, team_desc: null },
      ],
      default_image_path: '/img/default_img.png',
      teamImagePath: '/media/team/',
    });
    const { container } = renderBlocks(<TeamBlock {...props('Grid')} />);
    await cardTitles();
    const [salim, meera] = container.querySelectorAll('img');
    expect(salim?.getAttribute('src')).toBe('/media/team/salim.webp');
    expect(meera?.getAttribute('src')).toBe('/img/default_img.png');
    fireEvent.error(salim as HTMLImageElement);
    expect(salim?.getAttribute('src')).toBe('/img/default_img.png');
  });

  it('drops script and event handlers from team_desc', async () => {
    serve({
      status: 'success',
      resTeamData: [{ team_name: 'Hostile', team_desc: '<p onclick="alert(1)">Hi<script>alert(2)</script></p>' }],
      teamImagePath: '/media/team/',
    });
    const { container } = renderBlocks(<TeamBlock {...props('Grid')} />);
    await cardTitles();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Hi').hasAttribute('onclick')).toBe(false);
  });
});
