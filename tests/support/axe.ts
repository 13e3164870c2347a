import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** ARCHITECTURE quality bar: every page passes axe with no serious or critical violation. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.0 A/AA and 2.1 AA rules) on the page as it is now — call it once the content has
 * rendered, and again with a drawer open — and fails listing each serious or critical violation.
 * The full report is attached to the test for the less severe findings.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string) {
  // Colour contrast read half-way through an entrance (a modal rising and fading in) is not the page's: wait
  // for the finite animations to end. Endless ones (a spinner, a marquee) are left running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Parts far down the page are drawn only once near the screen (ADR 050); colour contrast is read from what
  // is drawn, as the shopper sees each part when it is there: lay the whole page out while axe reads it.
  const whole = await page.evaluate(() => {
    const root = document.documentElement;
    const was = root.hasAttribute('data-whole-layout');
    root.setAttribute('data-whole-layout', '');
    return was;
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  if (!whole) await page.evaluate(() => document.documentElement.removeAttribute('data-whole-layout'));
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} node(s): ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')})`,
  );
  expect(report, `axe on ${label} (${page.url()})`).toEqual([]);
}
