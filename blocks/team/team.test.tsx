import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import Autoplay from 'embla-carousel-autoplay';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/team.json';
import { showcase } from '@fixtures/index';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { withNumericHomeType } from '@schemas/cms';
import type { CallDef } from '@schemas/contract';
import * as apiClient from '@/lib/api-client';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
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
const callApi = vi.mocked(apiClient.callApi);
const builders = showcaseResponses as unknown as Record<string, () => unknown>;

/** Answers as the real client does: the canned answer (or `answer`), parsed with the call's schema. */
function serve(answer?: unknown) {
  callApi.mockImplementation((async (def: CallDef) => {
    if (answer instanceof Error) throw answer;
    return def.response.parse(answer ?? builders[def.name]?.());
  }) as unknown as typeof apiClient.callApi);
}

function renderBlocks(...nodes: ReactNode[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {nodes.map((node, i) => (
          <Fragment key={i}>{node}</Fragment>
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const names = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);

afterEach(() => {
  callApi.mockReset();
  vi.mocked(Autoplay).mockClear();
});

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
  it('holds a skeleton row while loading, then lists every member in order as a grid', async () => {
    serve();
    renderBlocks(<TeamBlock {...props('Grid')} />);
    expect(screen.getByTestId('showcase-skeleton')).toBeTruthy();
    expect(await names()).toEqual(showcase.team.map((m) => m.team_name));
    const list = screen.getByRole('list', { name: 'Our team' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(showcase.team.length);
    expect(screen.queryByRole('region')).toBeNull();
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'getTeamsData' }),
      undefined,
      expect.anything(),
    );
  });

  it('shows portraits from the seed and descriptions as sanitised HTML', async () => {
    serve();
    const { container } = renderBlocks(<TeamBlock {...props('Grid')} />);
    await names();
    const first = showcase.team[0];
    expect(container.querySelector('img')?.getAttribute('src')).toBe(first?.team_image);
    // "<p><strong>Founder</strong></p>…": the role stays bold text, not escaped markup.
    expect(screen.getByText('Founder').tagName).toBe('STRONG');
  });

  it('is a slider autoplaying every 3000 ms unless the type is 1', async () => {
    serve();
    renderBlocks(<TeamBlock {...props('Slider')} />);
    const region = await screen.findByRole('region', { name: 'Our team' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getAllByRole('group')).toHaveLength(showcase.team.length);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
  });

  it('shows only as many members as home_brij_team_value says', async () => {
    serve();
    renderBlocks(<TeamBlock {...props('String numbers: grid of the first four')} />);
    expect(await names()).toEqual(showcase.team.slice(0, 4).map((m) => m.team_name));
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
    await names();
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
    await names();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Hi').hasAttribute('onclick')).toBe(false);
  });

  it('makes one request for two team blocks on a page', async () => {
    serve();
    renderBlocks(<TeamBlock {...props('Grid')} />, <TeamBlock {...props('Slider')} />);
    await screen.findByRole('region', { name: 'Our team' });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the call fails', new Error('network')],
    ['the status is error', { status: 'error', resTeamData: [{ team_name: 'X' }] }],
    ['the team is empty', { status: 'success', resTeamData: [] }],
  ])('shows shoppers nothing when %s', async (_, answer) => {
    serve(answer);
    const { container } = renderBlocks(<TeamBlock {...props('Grid')} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
