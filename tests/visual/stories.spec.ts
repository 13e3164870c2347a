import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { baselineFile, NO_VISUAL_TAG, readStoryIndex, type StoryEntry } from './story-index';
import {
  listenToStories,
  stepUntilFinished,
  storyFacts,
  storyProblems,
  waitForFinished,
  waitForPlayed,
} from './story-render';

/**
 * Every story of the static Storybook build, once: it renders, its play function passes and axe finds nothing
 * (Storybook's own checks, read by story-render.ts), and its screenshot matches tests/visual/baselines/<id>.png
 * (ADR 061). Everything that moves is frozen before the screenshot, so a difference means the story looks
 * different: reduced motion (carousels do not autoplay), CSS animations and transitions off, videos paused on
 * their first frame, every image loaded (lazy ones too), fonts ready, the caret hidden. A story tagged
 * `no-visual` gets the checks without the screenshot.
 */
const here = dirname(fileURLToPath(import.meta.url));
const stories = readStoryIndex().filter((entry) => entry.type === 'story');
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/** Storybook's own viewports (storybook/viewport MINIMAL_VIEWPORTS) that stories pick with `globals`. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop: { width: 1280, height: 1024 },
};

const DESKTOP = { width: 1280, height: 800 };
/** "Now" for every story: a weekday morning in the shop's time zone (timers still run). */
const FIXED_NOW = new Date('2025-03-12T10:30:00+05:30');

/**
 * One page per worker, reused from story to story: each story still loads afresh (a new navigation),
 * but the build's scripts come from the cache and MSW's service worker is installed once.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, serviceWorkers } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        reducedMotion,
        colorScheme,
        locale,
        timezoneId,
        serviceWorkers,
      });
      const page = await context.newPage();
      await listenToStories(page);
      // Dates on screen (a booking calendar opens on today's month) must not change the picture.
      await page.clock.setFixedTime(FIXED_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * With the story's timers held (`timersHeld`), the page's setTimeout and animation frames do not run: the
 * bounds below cannot fire (what they wait for must arrive by itself), and there is no frame to wait for.
 */
async function freeze(page: Page, timersHeld: boolean) {
  await page.addStyleTag({ content: FREEZE_CSS });
  await page.evaluate(async (timersHeld) => {
    const settle = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
    // The story's document and its same-origin frames (the Page JSON playground previews in two).
    const docs = [
      document,
      ...[...document.querySelectorAll('iframe')].flatMap((frame) =>
        frame.contentDocument ? [frame.contentDocument] : [],
      ),
    ];
    // Stylesheets (a frame loads the ones it mirrors from the page itself).
    const links = docs.flatMap((doc) => [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]);
    await settle(
      Promise.all(
        links.map((link) =>
          link.sheet ? undefined : new Promise((resolve) => link.addEventListener('load', resolve, { once: true })),
        ),
      ),
      10_000,
    );
    // Lazy images below the fold would otherwise load (or not) while the screenshot is taken.
    const images = docs.flatMap((doc) => [...doc.images]);
    for (const img of images) img.loading = 'eager';
    await settle(
      Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined)))),
      10_000,
    );
    // Every video on its first frame, paused.
    const videos = docs.flatMap((doc) => [...doc.querySelectorAll('video')]);
    await settle(
      Promise.all(
        videos.map(async (video) => {
          video.autoplay = false;
          video.pause();
          if (video.readyState >= 2 && video.currentTime === 0) return;
          const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
          video.currentTime = 0;
          await settle(seeked, 3_000);
        }),
      ),
      5_000,
    );
    await Promise.all(docs.map((doc) => doc.fonts.ready));
    if (!timersHeld) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, timersHeld);
}

/** Renders the story and freezes it; `held.timers` says whether its timers were stopped (to restart for the next). */
async function renderStory(page: Page, story: StoryEntry, held: { timers: boolean }) {
  const url = `/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`;
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  let facts = await storyFacts(page);
  const size = facts.viewport ? VIEWPORTS[facts.viewport] : undefined;
  if (size) {
    // A phone story renders from the start at the phone's width (components read it on first render): known
    // once the story is prepared, before it renders at the desktop's.
    await page.setViewportSize(size);
    await page.goto(url);
    facts = await storyFacts(page);
  }
  // The story renders from here: its spec'd placeholder delays (500 ms) count from now.
  const preparedAt = Date.now();
  if (facts.holdTimers) {
    // As soon as the play has ended, before axe takes its time: the clock keeps FIXED_NOW's date, and pausing
    // there stops timers (and animation frames) from here on, but for the steps that let axe finish.
    await waitForPlayed(page);
    held.timers = true;
    await page.clock.pauseAt(FIXED_NOW);
    await stepUntilFinished(page);
  } else {
    await waitForFinished(page);
  }
  // Let spec'd placeholder delays (500 ms) end and the data they wait for arrive: 700 ms from the render's start,
  // mostly spent already on the play function and axe.
  await page.waitForTimeout(Math.max(0, preparedAt + 700 - Date.now()));
  // Bounded: a looping video may keep fetching ranges; images and videos are waited for in freeze().
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await freeze(page, held.timers);
}

/**
 * Storybook's checks of the story (render, play, axe), then its screenshot against the baseline: a story without
 * one gets it written (locally) or fails (CI). A `no-visual` story gets the checks alone.
 */
async function checkStory(page: Page, story: StoryEntry, errors: string[], held: { timers: boolean }) {
  await renderStory(page, story, held);
  expect.soft(await storyProblems(page), 'the story renders, plays and passes axe').toEqual([]);
  if (!story.tags?.includes(NO_VISUAL_TAG)) await compareWithBaseline(page, story);
  expect(errors, 'uncaught errors in the story').toEqual([]);
}

async function compareWithBaseline(page: Page, story: StoryEntry) {
  const name = baselineFile(story.id);
  const baseline = join(here, 'baselines', name);
  if (existsSync(baseline)) {
    await expect(page).toHaveScreenshot(name, { fullPage: true });
    return;
  }
  if (isCI) {
    throw new Error(
      `No baseline for the story "${story.title} / ${story.name}" (${story.id}).\n` +
        `Run \`npm run test:visual -- --update\` and commit tests/visual/baselines/${name}.`,
    );
  }
  // Locally a new story's first screenshot becomes its baseline, to be looked at and committed.
  mkdirSync(dirname(baseline), { recursive: true });
  await page.screenshot({ path: baseline, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'device' });
  test.info().annotations.push({ type: 'new baseline', description: `tests/visual/baselines/${name}` });
  console.warn(`New baseline written: tests/visual/baselines/${name} (look at it, then commit it)`);
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => {
      // The page is reused: MSW's worker registration from the previous story can race this one's
      // ("Failed to update a ServiceWorker … Not found"). That is the harness, not the story.
      if (!/ServiceWorker/.test(error.message)) errors.push(error.message);
    };
    page.on('pageerror', onError);
    const held = { timers: false };
    try {
      await checkStory(page, story, errors, held);
    } finally {
      page.off('pageerror', onError);
      if (held.timers) {
        // The page is reused: the next story's timers run again, its date still FIXED_NOW.
        await page.clock.resume();
        await page.clock.setFixedTime(FIXED_NOW);
      }
    }
  });
}
