import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { pageHydrated, visit } from './visit';

/** Adds the first piece on a product page to the bag (Add to Cart, or Make to Order when made to order). */
export async function addToBag(page: Page, path: string) {
  await visit(page, path);
  await pageHydrated(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Add to Cart|Make to Order)$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /shopping bag/ })).toBeVisible({ timeout: 20_000 });
}

/** Fills the address form (the checkout's address step, or an address dialog) with a Jaipur home address. */
export async function fillJaipurAddress(scope: Page | Locator) {
  await scope.getByLabel('First name').fill('Farah');
  await scope.getByLabel('Last name').fill('Khan');
  await scope.getByLabel('Mobile number').fill('9812345678');
  await scope.getByLabel('House / Apartment / Suite').fill('House 9, Gulmohar Lane');
  await scope.getByLabel('Street address').fill('Civil Lines');
  await scope.getByLabel('Postal code').fill('302006');
  await scope.getByLabel('State').selectOption({ label: 'Rajasthan' });
  await scope.getByLabel('City').selectOption({ label: 'Jaipur' });
  await scope.getByLabel('Address type').selectOption('Home');
}
