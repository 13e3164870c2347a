import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import previewAnnotations from '../../.storybook/preview';
import * as stories from './appointment-booking.stories';

/**
 * Runs each state story's play function in jsdom (blocks/stories.test.tsx only renders stories), so a
 * story that no longer reaches its step fails here rather than in a reviewer's Storybook.
 */
setProjectAnnotations([previewAnnotations]);
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

const withPlay = Object.entries(composeStories(stories)).filter(([, story]) => story.play);

describe('appointment booking stories reach their state', () => {
  it('has play functions to run', () => expect(withPlay.length).toBeGreaterThan(5));
  // Rendered and played by hand: run() would also start the preview's MSW worker, which needs a browser.
  it.each(withPlay)('%s', async (_, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
  });
});
