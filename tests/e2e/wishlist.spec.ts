import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// catalogue §2 "Wishlist", §4, §8; shell §4: a guest's heart goes to /login and back; a customer's heart
// toggles from the server's reply with the spec's toasts; the wishlist page lists the piece with quantity 1
// and Add to Cart takes it out. Each project keeps its own product, so the two runs never share a row.
const ASHA = { email: 'asha.verma@example.in', password: 'Kundan@2026' };
const PIECES = {
  desktop: 'Phulkari Dupatta in Saffron',
  mobile: 'Banarasi Silk Dupatta in Emerald',
};

test('a guest signs in from the heart, keeps a piece, and moves it to the bag from the wishlist', async ({
  page,
}, testInfo) => {
  // Two sign-ins' worth of scrypt and a dozen round trips: slow on a busy CI machine.
  test.slow();
  const name = PIECES[testInfo.project.name as keyof typeof PIECES];
  await visit(page, '/search-result/dupatta');
  await pageHydrated(page);
  const card = page.getByRole('article').filter({ hasText: name });
  const heart = card.getByRole('button', { name: 'Add to wishlist' });

  await heart.click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsearch-result%2Fdupatta$/);
  await page.getByLabel('Email address').fill(ASHA.email);
  await page.getByLabel('Password').fill(ASHA.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/search-result\/dupatta$/);

  // A piece kept by an earlier run starts out of the wishlist.
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  }
  await heart.click();
  await expect(page.getByText('Added to Wishlist').first()).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByText('Removed from wishlist').first()).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await visit(page, '/account/wishlist');
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item.getByText('Quantity: 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'wishlist');
  await item.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(item).toHaveCount(0);
});

test('a guest sees the Register and Login prompt on the wishlist page', async ({ page }) => {
  await visit(page, '/account/wishlist');
  await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
});
