import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import Autoplay from 'embla-carousel-autoplay';
import { Fragment, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/events.json';
import { showcase } from '@fixtures/index';
import { showcaseResponses } from '@fixtures/responses/showcase';
import { withNumericHomeType } from '@schemas/cms';
import type { CallDef } from '@schemas/contract';
import * as apiClient from '@/lib/api-client';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { eventsBlock } from './definition';
import { EventsBlock } from './events';

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
const props = (name: string) => parseFixture(eventsBlock, fixtures.find((f) => f.name === name)?.payload);

describe('events schema (home_type 10)', () => {
  it('reads string numbers', () => {
    expect(props('String numbers: grid of the first two')).toEqual({
      home_type: 10,
      home_brij_event_type: 1,
      home_brij_event_value: 2,
    });
  });

  it('names the failing field of each invalid fixture', () => {
    const problems = fixtures
      .filter((f) => !f.valid)
      .map((f) => eventsBlock.parse(withNumericHomeType(f.payload)).error?.issues.map((i) => i.path.join('.')));
    expect(problems).toEqual([['home_brij_event_value'], ['home_brij_event_type']]);
  });
});

describe('EventsBlock', () => {
  it('lists every event with its booth and a Make an Appointment link to /book-an-appointment', async () => {
    serve();
    renderBlocks(<EventsBlock {...props('Grid')} />);
    expect(await names()).toEqual(showcase.events.map((e) => e.event_name));
    for (const event of showcase.events) expect(screen.getByText(event.event_booth)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Make an Appointment' });
    expect(links).toHaveLength(showcase.events.length);
    for (const link of links) expect(link.getAttribute('href')).toBe('/book-an-appointment');
    // Each link is described by its event, so a screen reader hears which show it is for.
    const first = links[0] as HTMLElement;
    const described = document.getElementById(first.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(showcase.events[0]?.event_name);
  });

  it('leaves out an empty booth', async () => {
    serve({
      status: 'success',
      resEventData: [{ event_name: 'Dastkari Haat', event_image: 'haat.webp', event_booth: '  ' }],
      eventImagePath: '/media/events/',
    });
    const { container } = renderBlocks(<EventsBlock {...props('Grid')} />);
    await names();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/events/haat.webp');
  });

  it('is a slider autoplaying every 3000 ms, capped by home_brij_event_value', async () => {
    serve();
    renderBlocks(<EventsBlock {...props('Slider of the first three')} />);
    const region = await screen.findByRole('region', { name: 'Events' });
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(Autoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
  });

  it('shows the first two in a grid for "2"', async () => {
    serve();
    renderBlocks(<EventsBlock {...props('String numbers: grid of the first two')} />);
    expect(await names()).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Events' })).toBeTruthy();
  });

  it('falls back to the default image when a picture fails', async () => {
    serve();
    const { container } = renderBlocks(<EventsBlock {...props('Grid')} />);
    await names();
    const img = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/img/default_img.png');
  });

  it.each([
    ['the call fails', new Error('network')],
    ['the status is error', { status: 'error', resEventData: [{ event_name: 'X' }] }],
  ])('shows shoppers nothing when %s', async (_, answer) => {
    serve(answer);
    const { container } = renderBlocks(<EventsBlock {...props('Grid')} />);
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
