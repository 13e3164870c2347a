import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import previewAnnotations from '../.storybook/preview';
import { cmsBlocks } from './registry';
import { blockFixtures } from '../tests/support/block-fixtures';
import { storyExportName } from '../tests/support/block-stories';
import { apiHandlers } from '../tests/support/msw';
import { LINEAR_MS } from '../tests/support/linear-time';

/**
 * Every block story renders in jsdom with the real Storybook decorators, so stories cannot rot: a story
 * that throws, a valid fixture that shows an error card, or an invalid one that does not, fails here.
 */
setProjectAnnotations([previewAnnotations]);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const storyModules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });
const fixtureFiles = import.meta.glob<unknown>('../fixtures/blocks/*.json', { eager: true, import: 'default' });

// The name starts after a slash or at the start: a name that could start anywhere was tried from every
// character of a long path without a slash (quadratic).
const blockName = (file: string) => /(?:^|\/)([^/]+)\.(?:stories\.tsx|json)$/.exec(file)?.[1] ?? file;

let consoleError: MockInstance<typeof console.error>;

// Blocks that fetch their data get the fixtures' answers, through the same handlers as Storybook's worker.
const server = setupServer(...apiHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeAll(async () => {
  // Load every block's code up front so stories render their blocks at once.
  await Promise.all(Object.values(cmsBlocks).map((block) => block.preload()));
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('blockName', () => {
  it('reads the block from a story or fixture path', () => {
    expect(blockName('./image/image.stories.tsx')).toBe('image');
    expect(blockName('../fixtures/blocks/video-gallery.json')).toBe('video-gallery');
    expect(blockName('hero-banner.stories.tsx')).toBe('hero-banner');
    expect(blockName('./tabs/tabs.test.tsx')).toBe('./tabs/tabs.test.tsx');
  });
  it('reads a 100 KB path in linear time', () => {
    const start = performance.now();
    blockName(`${'a'.repeat(100_000)}.stories.tsx!`);
    blockName(`${'a/'.repeat(50_000)}.json`);
    expect(performance.now() - start).toBeLessThan(LINEAR_MS);
  });
});

describe('block stories', () => {
  it('exist for every block fixture file, one story per fixture entry', () => {
    const modules = new Map(Object.entries(storyModules).map(([file, mod]) => [blockName(file), mod]));
    for (const [file, json] of Object.entries(fixtureFiles)) {
      const mod = modules.get(blockName(file));
      expect(mod, `${blockName(file)}.stories.tsx`).toBeDefined();
      const exported = new Map(Object.entries(mod ?? {}));
      for (const fixture of blockFixtures(json)) {
        const story = exported.get(storyExportName(fixture.name)) as { name?: unknown } | undefined;
        expect(story, `${file}: ${fixture.name}`).toBeDefined();
        expect(story?.name).toBe(fixture.name);
      }
    }
  });

  for (const [file, mod] of Object.entries(storyModules)) {
    const fixtures = fixtureFiles[`../fixtures/blocks/${blockName(file)}.json`];
    const byExport = new Map(blockFixtures(fixtures ?? []).map((f) => [storyExportName(f.name), f]));
    const stories: Record<string, ComposedStory> = composeStories(mod);
    for (const [name, Story] of Object.entries(stories)) {
      it(`${blockName(file)} / ${name} renders`, async () => {
        const { container } = render(<Story />);
        const fixture = byExport.get(name);
        const valid = fixture?.valid;
        if (Story.parameters.cmsSections) {
          if (valid === false) {
            const card = await screen.findByRole('alert');
            expect(card.textContent).toMatch(/^Block could not be rendered/);
            expect(card.textContent).toMatch(/sections\[0\]\.columns\[0\]\.details\[0\]/);
          } else {
            await waitFor(() => expect(container.querySelector('section .col-12')?.children.length).toBeGreaterThan(0));
            expect(screen.queryByRole('alert')).toBeNull();
          }
        } else {
          // Data-driven blocks (hero): let the 500 ms placeholder delay pass.
          await new Promise((resolve) => setTimeout(resolve, 600));
          expect(screen.queryByRole('alert')).toBeNull();
          const seeded = (Story.parameters.queryData ?? []) as [unknown, { resTopBannerData?: unknown[] }][];
          const banners = seeded.find(([key]) => JSON.stringify(key) === '["content","banners"]')?.[1];
          if (banners?.resTopBannerData?.length)
            expect(await screen.findByRole('region', { name: 'Featured' })).toBeTruthy();
        }
        if (valid !== false) expect(consoleError).not.toHaveBeenCalled();
      });
    }
  }
});
