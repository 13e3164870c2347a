import { fireEvent, screen, within } from '@testing-library/react';
import Autoplay from 'embla-carousel-autoplay';
import type { ReactElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { showcaseResponses } from '@fixtures/responses/showcase';
import type { CallDef } from '@schemas/call';
import * as apiClient from '@/lib/api-client';
import { renderBlocks } from './render-blocks';

/**
 * What the team, awards, events, featured blogs and testimonials blocks share: one call for every block of
 * a kind, a skeleton row while it loads, a grid or a slider of cards, nothing at all when it fails (spec:
 * shell §2, §4, §8). Each block's test file keeps its own `vi.mock('@/lib/api-client', …)` (and, for
 * sliders, `vi.mock('embla-carousel-autoplay', …)`): vi.mock is hoisted per test file.
 */

/** The mocked client: only valid in a test file that mocks `@/lib/api-client`. */
export const callApi = vi.mocked(apiClient.callApi);

const builders = showcaseResponses as unknown as Record<string, () => unknown>;

/** Answers as the real client does: the canned answer (or `answer`), parsed with the call's schema. */
export function serve(answer?: unknown) {
  callApi.mockImplementation((async (def: CallDef) => {
    if (answer instanceof Error) throw answer;
    return def.response.parse(answer ?? builders[def.name]?.());
  }) as unknown as typeof apiClient.callApi);
}

/** The cards' titles (their level-3 headings), once they show. */
export const cardTitles = async () => (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);

/** Every grid (list) and slider (carousel region) on the page named `label`. */
const showcases = (label: string) => [
  ...screen.queryAllByRole('list', { name: label }),
  ...screen.queryAllByRole('region', { name: label }),
];

type ShowcaseCall = keyof typeof showcaseResponses;

export interface ShowcaseBlockCase<C extends ShowcaseCall> {
  /** The contract call every block of this kind shares. */
  call: C;
  /** The accessible name of the block's list or carousel ("Our team"). */
  label: string;
  /** The block with its usual settings, and how it lays out the canned answer. */
  block: () => ReactElement;
  layout: 'grid' | 'slider';
  /** How many cards it shows, and their titles in order where the cards have titled headings. */
  count: number;
  titles?: readonly string[];
  /** The block set up as a slider, where it is one. */
  slider?: { block: () => ReactElement; slides: number; autoplayMs: number; controls: 'arrows' | 'dots' };
  /** The block as a grid with a count setting, and the titles of the first items it keeps. */
  capped?: { block: () => ReactElement; titles: readonly string[] };
  /** The field of the call's answer that holds the list. */
  listField: keyof ReturnType<(typeof showcaseResponses)[C]>;
}

/**
 * Registers the shared cases in the caller's `describe`, with an afterEach that resets the mocked client
 * (and the autoplay spy) after every test of that describe, the block's own ones included.
 */
export function itBehavesLikeAShowcaseBlock<C extends ShowcaseCall>(block: ShowcaseBlockCase<C>) {
  const { call, label, layout, count, titles, slider, capped, listField } = block;

  afterEach(() => {
    callApi.mockReset();
    if (slider) vi.mocked(Autoplay).mockClear();
  });

  it(`holds a skeleton row while loading, then shows every card from ${call} as a ${layout}`, async () => {
    serve();
    renderBlocks(block.block());
    expect(screen.getByTestId('showcase-skeleton')).toBeTruthy();
    if (layout === 'grid') {
      const grid = await screen.findByRole('list', { name: label });
      expect(within(grid).getAllByRole('listitem')).toHaveLength(count);
      expect(screen.queryByRole('region')).toBeNull();
    } else {
      const region = await screen.findByRole('region', { name: label });
      expect(within(region).getAllByRole('group')).toHaveLength(count);
    }
    if (titles) expect(await cardTitles()).toEqual(titles);
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ name: call }), undefined, expect.anything());
  });

  if (slider) {
    it(`is a slider autoplaying every ${slider.autoplayMs} ms, with ${slider.controls}`, async () => {
      serve();
      renderBlocks(slider.block());
      const region = await screen.findByRole('region', { name: label });
      expect(region.getAttribute('aria-roledescription')).toBe('carousel');
      expect(within(region).getAllByRole('group')).toHaveLength(slider.slides);
      expect(screen.queryByRole('list', { name: label })).toBeNull();
      const next = screen.queryByRole('button', { name: 'Next slide' });
      // Dots sit below text-only cards, where arrows would cover the words.
      if (slider.controls === 'arrows') expect(next).toBeTruthy();
      else expect(next).toBeNull();
      expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: slider.autoplayMs }));
    });
  }

  if (capped) {
    it(`shows only the first ${capped.titles.length} in a grid when its settings cap the count`, async () => {
      serve();
      renderBlocks(capped.block());
      expect(await cardTitles()).toEqual(capped.titles);
      expect(screen.getByRole('list', { name: label })).toBeTruthy();
    });
  }

  it('makes one request for two such blocks on a page, whatever their settings', async () => {
    serve();
    renderBlocks(block.block(), (slider ?? block).block());
    await vi.waitFor(() => expect(showcases(label)).toHaveLength(2));
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default image when a picture fails (spec: shell §9)', async () => {
    serve();
    const { container } = renderBlocks(block.block());
    await vi.waitFor(() => expect(showcases(label)).toHaveLength(1));
    const img = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default_img.png');
  });

  it.each([
    ['the call fails', new Error('network')],
    ['the status is error', { ...showcaseResponses[call](), status: 'error' }],
    ['the list is empty', { ...showcaseResponses[call](), [listField]: [] }],
  ])('shows shoppers nothing when %s', async (_, answer) => {
    serve(answer);
    const { container } = renderBlocks(block.block());
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
}
