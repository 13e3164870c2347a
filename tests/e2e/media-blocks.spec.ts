import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 — 12 looping video, 18 video gallery slider (modal: 3 per view from 1024 px, 1 below; only
// the active slide unmuted, a mute toggle per slide), 19 tabs, 20 accordion; one video plays at a time.
// The page is fixtures/content/pages/the-craft.json.

// Videos that play by themselves: with motion, as a shopper who has not asked for less of it (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const isPlaying = (video: Locator) => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.ended);
const isMuted = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.muted);

async function openCraftPage(page: Page) {
  await visit(page, '/the-craft');
  await expect(page.getByRole('heading', { name: 'Made by Hand, Slowly' })).toBeVisible();
  // The content set (browser or mobile) settles once the page's data and block code have arrived.
  await page.waitForLoadState('networkidle');
}

/** Opens the gallery's player at a tile, by keyboard: the tile is focused (embla brings it into view), then Enter. */
async function openGalleryAt(page: Page, caption: string) {
  const tile = page.getByRole('button', { name: caption, exact: true });
  await tile.focus();
  await tile.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Video gallery' });
  await expect(dialog).toBeVisible();
  return { tile, dialog };
}

test('the looping video plays while on screen, muted, and pauses on request', async ({ page }, testInfo) => {
  await openCraftPage(page);
  const video = page.locator('video[loop]').first();
  const mobile = testInfo.project.name === 'mobile';
  await expect(video).toHaveAttribute('src', mobile ? /handloom-weaving-portrait\.mp4$/ : /handloom-weaving\.mp4$/);
  await expect(video).toHaveAttribute('poster', /\.webp$/);
  await expect(video).toHaveAttribute('playsinline', '');
  // The box is reserved before the video loads: 16:9 above the mobile breakpoint, 4:5 on phones.
  const box = await video.boundingBox();
  expect(box && box.width / box.height).toBeCloseTo(mobile ? 4 / 5 : 16 / 9, 1);

  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(video)).toBe(true);
  expect(await isMuted(video)).toBe(true);

  // WCAG 2.2.2: a visible control pauses it, and it stays paused.
  await page.getByRole('button', { name: 'Pause video' }).click();
  await expect.poll(() => isPlaying(video)).toBe(false);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => isPlaying(video)).toBe(true);

  await expectNoSeriousA11yViolations(page, testInfo, 'the craft page');
});

test('the gallery opens a player at the tapped video; one video plays at a time', async ({ page }, testInfo) => {
  await openCraftPage(page);
  const loop = page.locator('video[loop]').first();
  await loop.scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(loop)).toBe(true);

  const { tile, dialog } = await openGalleryAt(page, 'Setting kundan in gold foil');
  const slides = dialog.getByRole('group');
  await expect(slides).toHaveCount(4);
  const kundan = dialog.locator('video[aria-label="Setting kundan in gold foil"]');
  const printing = dialog.locator('video[aria-label="Ajrakh block printing"]');

  // The tapped video plays with sound; the page's looping video stops (spec: shell §2).
  await expect.poll(() => isPlaying(kundan)).toBe(true);
  expect(await isMuted(kundan)).toBe(false);
  await expect.poll(() => isPlaying(loop)).toBe(false);
  expect(await isMuted(printing)).toBe(true);

  // 3 slides in view from 1024 px, 1 below (spec: shell §2).
  const viewport = page.viewportSize();
  const inView = await slides.evaluateAll(
    (els, width) =>
      els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= -1 && r.right <= width + 1;
      }).length,
    viewport?.width ?? 0,
  );
  expect(inView).toBe((viewport?.width ?? 0) >= 1024 ? 3 : 1);

  await expectNoSeriousA11yViolations(page, testInfo, 'the video gallery player');

  // The next video becomes the active one: it plays with sound, the previous one pauses and falls silent.
  await dialog.getByRole('button', { name: 'Next video' }).click();
  await expect.poll(() => isPlaying(printing)).toBe(true);
  expect(await isMuted(printing)).toBe(false);
  expect(await isPlaying(kundan)).toBe(false);
  expect(await isMuted(kundan)).toBe(true);

  // Each slide has its own mute toggle.
  await dialog.getByRole('button', { name: 'Mute Ajrakh block printing' }).click();
  expect(await isMuted(printing)).toBe(true);
  expect(await isPlaying(printing)).toBe(true);

  // Escape closes the player, stops it, and gives focus back to the tile that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(tile).toBeFocused();
  await expect(page.locator('[role="dialog"] video')).toHaveCount(0);
});

test('tabs and the FAQ accordion follow the WAI-ARIA patterns', async ({ page }) => {
  await openCraftPage(page);
  const gold = page.getByRole('tab', { name: 'Gold' });
  await gold.click();
  await expect(gold).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('lukewarm water');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Silver' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('patina');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Textiles' })).toHaveAttribute('aria-selected', 'true');

  const question = page.getByRole('button', { name: 'Can I commission a piece?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = page.getByRole('region', { name: 'Can I commission a piece?' });
  await expect(answer).toContainText('25–30 days');
  await question.press('Enter');
  await expect(answer).toBeHidden();
});

// ADR 051: the tabs' section hydrates when it comes into view. A tap and an arrow key pressed on it before its code
// has come are both made once it has: the arrow is not lost.
test('a tap and an arrow on the tabs before their code has come are made once it has (ADR 051) @desktop', async ({
  page,
}) => {
  await page.route(/\/assets\/tabs-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openCraftPage(page);
  const gold = page.getByRole('tab', { name: 'Gold' });
  await gold.click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Silver' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Silver' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('patina');
});

test('under reduced motion the looping video waits to be played', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openCraftPage(page);
  const video = page.locator('video[loop]').first();
  await video.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  expect(await isPlaying(video)).toBe(false);
  await page.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => isPlaying(video)).toBe(true);
});
