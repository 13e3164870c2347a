import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/events.json';
import { showcase } from '@fixtures/index';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import { renderBlocks } from '../../tests/support/render-blocks';
import { cardTitles, itBehavesLikeAShowcaseBlock, serve } from '../../tests/support/showcase-block-suite';
import { eventsBlock } from './definition';
import { EventsBlock } from './events';

vi.mock('@/lib/api-client', () => ({ callApi: vi.fn() }));
// The real autoplay plugin, watched: the slider's interval is part of the spec (shell §2).
vi.mock('embla-carousel-autoplay', async (original) => {
  const real = await original<typeof import('embla-carousel-autoplay')>();
  return { default: vi.fn(real.default) };
});

const fixtures = blockFixtures(fixtureJson);
const props = (name: string) => parseFixture(eventsBlock, fixtures.find((f) => f.name === name)?.payload);
const names = showcase.events.map((e) => e.event_name);

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
  itBehavesLikeAShowcaseBlock({
    call: 'getEventsData',
    label: 'Events',
    block: () => <EventsBlock {...props('Grid')} />,
    layout: 'grid',
    count: names.length,
    titles: names,
    // Type 0 is a slider too, and home_brij_event_value caps it.
    slider: {
      block: () => <EventsBlock {...props('Slider of the first three')} />,
      slides: 3,
      autoplayMs: 3000,
      controls: 'arrows',
    },
    capped: {
      block: () => <EventsBlock {...props('String numbers: grid of the first two')} />,
      titles: names.slice(0, 2),
    },
    listField: 'resEventData',
  });

  it('shows each event with its booth and a Make an Appointment link to /book-an-appointment', async () => {
    serve();
    renderBlocks(<EventsBlock {...props('Grid')} />);
    await cardTitles();
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
    await cardTitles();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/events/haat.webp');
  });
});
