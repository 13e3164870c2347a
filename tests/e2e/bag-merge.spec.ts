import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// issue 9 §5: signing in merges the guest bag into the customer's, clamped to what can be sold, and the
// shopper is told what changed. A one-of-a-kind piece (stock 1) and a piece with stock to spare, from the
// seed catalogue; each project signs in as its own demo customer (README), so the runs never share a bag.
const ONE_OF_A_KIND = { slug: 'awadhi-jhumka-earrings', name: 'Awadhi Jhumka Earrings' };
const PLENTY = { slug: 'pearl-jhumka-earrings', name: 'Pearl Jhumka Earrings' };
const CUSTOMERS = {
  desktop: { email: 'rohan.iyer@example.in', password: 'Banarasi@2026' },
  mobile: { email: 'meenakshi.pillai@example.in', password: 'Temple@2026' },
};

test('a guest signs in and finds the bag merged, told what could not be kept', async ({ page }, testInfo) => {
  // Three adds, a sign-in and a reload on a busy two-core machine.
  test.slow();
  const customer = CUSTOMERS[testInfo.project.name as keyof typeof CUSTOMERS];
  const bag = page.getByRole('dialog', { name: /shopping bag/ });
  const add = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      // The add is checked by the server and the drawer's code may still be on its way on a busy machine.
      await expect(bag).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(bag).toBeHidden();
    }
  };
  // A guest's bag knows no stock: two of the one-of-a-kind piece fit in it.
  await visit(page, `/product/${ONE_OF_A_KIND.slug}`);
  await pageHydrated(page);
  await add(2);
  await visit(page, `/product/${PLENTY.slug}`);
  await pageHydrated(page);
  await add(1);

  await visit(page, '/login?redirect=/cart');
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText(`Only 1 of ${ONE_OF_A_KIND.name} could be kept: it is one of a kind.`).first(),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/cart$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Shopping Bag 2' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(ONE_OF_A_KIND.name) }).locator('output')).toHaveText('1');
  await expect(page.getByRole('row', { name: new RegExp(PLENTY.name) }).locator('output')).toHaveText('1');

  // The customer's bag is on the server now: a reload reads it back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shopping Bag 2' })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(PLENTY.name) })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(PLENTY.name) }).locator('output')).toHaveText('2');
});
