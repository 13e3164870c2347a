import { expectNoSeriousA11yViolations } from '../support/axe';
import { heroImageFiles, homeHeadings, layoutFor } from '../support/content';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 Home page — header, hero banner slider, the server's layout sections, footer.
test('home renders the header, the hero slider, the CMS sections and the footer', async ({ page }, testInfo) => {
  const layout = layoutFor(testInfo.project.name);
  await visit(page, '/');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Padmakshya home' })).toBeVisible();

  const [heroFile] = heroImageFiles(layout);
  expect(heroFile, `fixtures/content/banners.json has an image slide in "${layout}"`).toBeTruthy();
  await expect(page.locator(`img[src*="${heroFile}"]`).first()).toBeVisible();

  const headings = homeHeadings(layout);
  expect(headings.length, `fixtures/content/home.json has heading blocks in "${layout}"`).toBeGreaterThan(0);
  for (const text of headings) {
    await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
  }
  // Shoppers never see the editors' error card (ARCHITECTURE: renderer policy).
  await expect(page.getByText('Block could not be rendered')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await expectNoSeriousA11yViolations(page, testInfo, 'home');
});
