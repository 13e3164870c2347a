import { expectNoSeriousA11yViolations } from '../support/axe';
import { contentPages, escapeRegExp, layoutFor } from '../support/content';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 Content page (/{slug}): page_name as title and a breadcrumb per page_show_title and
// page_show_breadcrumb, then the sections; §8 page not found leads to /error_404.
for (const fixture of contentPages()) {
  test(`content page /${fixture.slug} shows its title, breadcrumb and sections per its flags`, async ({
    page,
  }, testInfo) => {
    await visit(page, `/${fixture.slug}`);
    const headings = fixture.headings[layoutFor(testInfo.project.name)];
    for (const text of headings) {
      await expect(page.getByRole('heading', { name: text }).first()).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`/${escapeRegExp(fixture.slug)}$`));

    const title = page.getByRole('heading', { level: 1, name: fixture.name, exact: true });
    if (fixture.showTitle) await expect(title).toBeVisible();
    else await expect(title).toHaveCount(0);

    const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
    if (fixture.showBreadcrumb) {
      await expect(breadcrumb).toBeVisible();
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb).toContainText(fixture.name);
    } else {
      await expect(breadcrumb).toHaveCount(0);
    }
    await expect(page).toHaveTitle(`${fixture.name} | Padmakshya`);
    await expectNoSeriousA11yViolations(page, testInfo, `content page /${fixture.slug}`);
  });
}

test('an unknown page is answered 404 and shows the 404 page', async ({ page }, testInfo) => {
  const unknown = await visit(page, '/no-such-page-xyz');
  expect(unknown?.status(), 'an unknown content page is a 404, not a soft 404').toBe(404);
  await expect(page).toHaveURL(/\/error_404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, you found our 404 page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '404');

  const deeper = await visit(page, '/no/such/page');
  expect(deeper?.status()).toBe(404);
  await expect(page).toHaveURL(/\/error_404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, you found our 404 page' })).toBeVisible();

  // A client navigation (no new document) to an unknown page ends on the 404 page too.
  await visit(page, '/');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.evaluate(() => {
    window.history.pushState(null, '', '/another-missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/error_404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, you found our 404 page' })).toBeVisible();
  expect(documents).toEqual([]);
});

test('pages the store has answer 200', async ({ request }) => {
  for (const path of ['/', '/our-story', '/search-result/silk', '/cart', '/list/category/necklaces']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
  }
});
