import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stories of a static Storybook build (its index.json), for the visual regression run.
 * A story tagged `no-visual` is left out (e.g. one whose point is an endless spinner); use it sparingly.
 */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/** Its own build folder (a cache: outside test-results/, which Playwright empties when a run starts, and
 * apart from storybook-static/, so another `storybook build` meanwhile cannot pull files away). */
export const STORYBOOK_DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'node_modules/.cache/visual-storybook';
export const NO_VISUAL_TAG = 'no-visual';

export function readStoryIndex(dir = STORYBOOK_DIR): StoryEntry[] {
  const file = join(dir, 'index.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build Storybook first (npm run test:visual does).`);
  }
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries);
}

export const visualStories = (entries: StoryEntry[]) =>
  entries.filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG));

/** Story ids are lower-case slugs (`blocks-image--full-width`), safe as file names. */
export const baselineFile = (storyId: string) => `${storyId}.png`;
