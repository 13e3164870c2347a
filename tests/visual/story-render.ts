import type { Page } from '@playwright/test';

/**
 * What the visual run reads of Storybook's own rendering of a story in the static build: which story it is
 * (its viewport and visual parameters, known once the story is prepared), when it has finished (rendered,
 * played, and checked by axe in the a11y addon's afterEach), and how that went. The checks are Storybook's:
 * a play function that throws, errors left unhandled while it plays, and an a11y report that fails
 * (`a11y.test: 'error'` in .storybook/preview.tsx) all end the render with STORY_FINISHED's status "error".
 */

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}
interface Report {
  type: string;
  status: string;
  result?: { violations?: Violation[]; error?: { message?: string } | string };
}
interface Finished {
  status: 'success' | 'error';
  reporters: Report[];
}
interface StoryRecord {
  finished: Finished | null;
  playError: { message?: string } | null;
  unhandled: { message?: string }[];
}
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      phase?: string;
      story?: {
        parameters?: { visual?: { holdTimers?: unknown } };
        storyGlobals?: { viewport?: { value?: string } };
      };
    };
  };
  __visualStory?: StoryRecord;
}

/**
 * Listens on Storybook's channel from the moment the preview installs it (before any story renders), keeping
 * the last STORY_FINISHED and what the play function threw. Runs in every document the page loads.
 */
export async function listenToStories(page: Page) {
  await page.addInitScript(() => {
    const record: StoryRecord = { finished: null, playError: null, unhandled: [] };
    type Channel = { on?: (event: string, listener: (payload: never) => void) => void };
    let slot: Channel | undefined;
    (window as PreviewWindow).__visualStory = record;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => slot,
      set(channel: Channel | undefined) {
        if (channel === slot) return;
        slot = channel;
        channel?.on?.('storyFinished', (payload: Finished) => (record.finished = payload));
        channel?.on?.('playFunctionThrewException', (payload: { message?: string }) => (record.playError = payload));
        channel?.on?.('unhandledErrorsWhilePlaying', (payload: { message?: string }[]) => (record.unhandled = payload));
      },
    });
  });
}

export interface StoryFacts {
  /** The viewport the story asks for with `globals: { viewport: { value } }`, if any. */
  viewport: string | null;
  /**
   * Whether the story's picture is a timed state that would give way while the screenshot settles (the password
   * change's success, shown for 2.5 s): such a story sets `parameters: { visual: { holdTimers: true } }`.
   */
  holdTimers: boolean;
}

/**
 * Waits until Storybook has prepared the story (its parameters and globals known), then reads them. Read again if
 * the document went away in between (seen once on a busy machine: "Execution context was destroyed"); waiting
 * itself survives that, reading a handle of the old document does not.
 */
export async function storyFacts(page: Page): Promise<StoryFacts> {
  for (let attempt = 1; ; attempt++) {
    try {
      const facts = await page.waitForFunction(
        () => {
          const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
          if (!render?.story) return null;
          return {
            viewport: render.story.storyGlobals?.viewport?.value ?? null,
            holdTimers: render.story.parameters?.visual?.holdTimers === true,
          };
        },
        undefined,
        { timeout: 30_000 },
      );
      return (await facts.jsonValue()) as StoryFacts;
    } catch (error) {
      if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** Waits until the play function has ended (or failed), before axe's afterEach. */
export async function waitForPlayed(page: Page) {
  await page.waitForFunction(
    () => {
      const phase = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['completing', 'completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(phase ?? '');
    },
    undefined,
    { timeout: 30_000 },
  );
}

/** In the page: whether Storybook has rendered the story, run its play function and axe (or given up on it). */
const finishedInPage = () => {
  const view = window as PreviewWindow;
  return view.__visualStory?.finished != null || view.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'aborted';
};

/** Waits until Storybook has rendered the story, run its play function and axe (or failed doing so). */
export async function waitForFinished(page: Page) {
  await page.waitForFunction(finishedInPage, undefined, { timeout: 60_000 });
}

/**
 * With the page's clock paused (a story holding its timers), Storybook's last phases and axe still wait on
 * timers and frames: steps the clock a few milliseconds at a time until the story has finished, so they run
 * while the story's own timer (seconds away) does not come due.
 */
export async function stepUntilFinished(page: Page, stepMs = 4) {
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate(finishedInPage))) {
    if (Date.now() > deadline) throw new Error('the story did not finish within 60 s with its timers held');
    await page.clock.runFor(stepMs);
  }
}

/** What went wrong in the story's render, play and axe check, one line each; empty when all passed. */
export function storyProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const record = (window as PreviewWindow).__visualStory;
    if (!record?.finished) return ['the story did not finish rendering (aborted)'];
    const problems: string[] = [];
    // A play function that throws is logged, not failed, where `throwPlayFunctionExceptions` is false (the
    // static build's test mode): the render then ends "success", without axe. So it is looked at by itself.
    if (record.playError) problems.push(`play function: ${record.playError.message ?? 'threw'}`);
    for (const error of record.unhandled) problems.push(`unhandled while playing: ${error.message ?? String(error)}`);
    if (record.finished.status === 'success') return problems;
    for (const report of record.finished.reporters) {
      if (report.status !== 'failed') continue;
      const error = report.result?.error;
      if (error) problems.push(`${report.type}: ${typeof error === 'string' ? error : (error.message ?? 'failed')}`);
      for (const violation of report.result?.violations ?? []) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(`${report.type} ${violation.id}: ${violation.help} (${where})`);
      }
    }
    if (problems.length === 0) problems.push('the story ended in an error (see its render in Storybook)');
    return problems;
  });
}
