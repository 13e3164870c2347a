import { expectNoSeriousA11yViolations } from '../support/axe';
import { contentPages, escapeRegExp, layoutFor } from '../support/content';
import { expect, test } from '../support/test';

// spec: shell §2 Content page (/{slug}): page_name as title and a breadcrumb per page_show_title and
// page_show_breadcrumb, then the sections; §8 page not found leads to /error_404.
for (const fixture of contentPages()) {
  test(`content page /${fixture.slug} shows its title, breadcrumb and sections per its flags`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${fixture.slug}`);
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

test('an unknown page goes to the 404 page', async ({ page }, testInfo) => {
  await page.goto('/no-such-page-xyz');
  await expect(page).toHaveURL(/\/error_404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, you found our 404 page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, '404');

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/error_404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops, you found our 404 page' })).toBeVisible();
});
