import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import Autoplay from 'embla-carousel-autoplay';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/awards.json';
import { showcase } from '@fixtures/index';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { withNumericHomeType } from '@schemas/cms';
import type { CallDef } from '@schemas/contract';
import * as apiClient from '@/lib/api-client';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { AwardsBlock } from './awards';
import { awardsBlock } from './definition';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
// The real autoplay plugin, watched: the slider's interval is part of the spec (shell §2).
vi.mock('embla-carousel-autoplay', async (original) => {
  const real = await original<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(real.default) };
});

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

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(awardsBlock, fixtures.find((f) => f.name === name)?.payload);
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
  it('shows every certificate in a grid with descriptions when display_desc is set', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Grid with descriptions')} />);
    expect(await names()).toEqual(showcase.awards.map((a) => a.certificate_name));
    expect(screen.getByRole('list', { name: 'Awards and certificates' })).toBeTruthy();
    for (const text of descriptions()) expect(screen.getByText(text)).toBeTruthy();
  });

  it('hides descriptions unless display_desc is set (spec: shell §2)', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Grid without descriptions')} />);
    await names();
    for (const text of descriptions()) expect(screen.queryByText(text)).toBeNull();
  });

  it('is a slider autoplaying every 3000 ms when the type is not 1', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('Slider with descriptions')} />);
    const region = await screen.findByRole('region', { name: 'Awards and certificates' });
    expect(within(region).getAllByRole('group')).toHaveLength(showcase.awards.length);
    expect(screen.getByText(descriptions()[0] ?? '')).toBeTruthy();
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
  });

  it('shows the first home_brij_award_value certificates', async () => {
    serve();
    renderBlocks(<AwardsBlock {...props('String numbers: grid of the first three')} />);
    expect(await names()).toEqual(showcase.awards.slice(0, 3).map((a) => a.certificate_name));
  });

  it('joins bare file names with awardCertificateImagePath, with the default image on error', async () => {
    serve({
      status: 'success',
      resAwardCertificate: [{ certificate_name: 'GI tag', certificate_image: 'gi.webp', certificate_desc: '' }],
      default_image_path: '/img/default_img.png',
      awardCertificateImagePath: '/media/awards/',
    });
    const { container } = renderBlocks(<AwardsBlock {...props('Grid with descriptions')} />);
    await names();
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/awards/gi.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default_img.png');
  });

  it('makes one request for two awards blocks', async () => {
    serve();
    renderBlocks(
      <AwardsBlock {...props('Grid with descriptions')} />,
      <AwardsBlock {...props('Slider without descriptions')} />,
    );
    await screen.findByRole('region', { name: 'Awards and certificates' });
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the call fails', new Error('network')],
    ['the list is empty', { status: 'success', resAwardCertificate: [] }],
  ])('shows shoppers nothing when %s', async (_, answer) => {
    serve(answer);
    const { container } = renderBlocks(<AwardsBlock {...props('Grid with descriptions')} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
