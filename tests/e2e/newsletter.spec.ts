import type { Page } from '@playwright/test';
import { ACCESS_HEADERS, postCall, uniqueEmail } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { liveEvents, recordLiveRegions } from '../support/live-regions';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// spec: shell §2 Footer (welcome banner, newsletter drawer), §4 newsletter states, §5 e-mail rules, §8.
const SUBSCRIBED = 'Thank you for subscribing to our newsletter.';
const ALREADY_SUBSCRIBED = 'This email is already subscribed.';
const INVALID_LINK = 'Invalid unsubscribe link.';
const UNSUBSCRIBED = 'You have been unsubscribed from our newsletter.';
const ALREADY_UNSUBSCRIBED = 'You are already unsubscribed.';

async function openNewsletter(page: Page) {
  await page.getByRole('button', { name: 'SIGN UP', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Waits for `text` in a status or alert message and the drawer closing after it; returns the delay in ms. */
async function messageThenClose(page: Page, kind: 'status' | 'alert', text: string): Promise<number> {
  await expect
    .poll(async () => {
      const events = await liveEvents(page);
      const shown = events.find((e) => e.kind === kind && e.text.includes(text));
      const closed = shown && events.find((e) => e.kind === 'dialog-closed' && e.at > shown.at);
      return shown && closed ? closed.at - shown.at : -1;
    }, `a ${kind} "${text}" and then the drawer closing`)
    .toBeGreaterThan(0);
  const events = await liveEvents(page);
  const shown = events.find((e) => e.kind === kind && e.text.includes(text));
  const closed = events.find((e) => e.kind === 'dialog-closed' && shown && e.at > shown.at);
  return (closed?.at ?? 0) - (shown?.at ?? 0);
}

test('newsletter sign-up: success, then the same e-mail is refused', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  await visit(page, '/');
  await recordLiveRegions(page);

  let drawer = await openNewsletter(page);
  await expectNoSeriousA11yViolations(page, testInfo, 'newsletter drawer');
  await drawer.getByLabel('Email address').fill(email);
  await drawer.getByRole('button', { name: 'Subscribe', exact: true }).click();
  // The server's message shows (the alert may carry a decorative icon) for about a second, then the form
  // resets and the drawer closes (spec: shell §4, §8).
  const successShownFor = await messageThenClose(page, 'status', SUBSCRIBED);
  expect(successShownFor).toBeGreaterThanOrEqual(900);
  expect(successShownFor).toBeLessThan(3_000);
  await expect(drawer).toBeHidden();

  drawer = await openNewsletter(page);
  await expect(drawer.getByLabel('Email address')).toHaveValue('');
  await drawer.getByLabel('Email address').fill(email);
  await drawer.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const errorShownFor = await messageThenClose(page, 'alert', ALREADY_SUBSCRIBED);
  expect(errorShownFor).toBeGreaterThanOrEqual(900);
  await expect(drawer).toBeHidden();
});

test('newsletter sign-up refuses an empty or malformed e-mail', async ({ page }) => {
  await visit(page, '/');
  const drawer = await openNewsletter(page);
  await drawer.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Please enter the email id.');
  await drawer.getByLabel('Email address').fill('not-an-email');
  await drawer.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Invalid Email Format');
  await expect(drawer).toBeVisible();
});

test('unsubscribe from the link in the welcome e-mail works once', async ({ page, request }, testInfo) => {
  // Subscribe over the contract, then follow the link the welcome e-mail carries (the e2e server exposes
  // its outbox at /dev/mailbox: DEV_MAILBOX=1 in playwright.config.ts).
  const email = uniqueEmail(`unsub-${testInfo.project.name}`);
  const subscribed = await postCall(request, 'subscription-process', { newsletter_email: email });
  expect(subscribed.status()).toBe(200);
  expect(await subscribed.json()).toMatchObject({ status: 'success', message: SUBSCRIBED });

  const mailbox = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(mailbox.status()).toBe(200);
  const { messages } = (await mailbox.json()) as { messages: { body: string }[] };
  const id = /\/unsubscribe\?id=([\w-]+)/.exec(messages[0]?.body ?? '')?.[1];
  expect(id, 'the welcome e-mail carries an unsubscribe link').toBeDefined();

  await visit(page, `/unsubscribe?id=${id}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: UNSUBSCRIBED })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Go To Home' }).or(page.getByRole('button', { name: 'Go To Home' })),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'unsubscribe');

  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: ALREADY_UNSUBSCRIBED })).toBeVisible();
});

test('unsubscribe with an unknown or missing id shows the server message', async ({ page, request }) => {
  const unknown = await request.post('/web-api/unsubscribe', { data: { id: 'no-such-id' }, headers: ACCESS_HEADERS });
  expect(await unknown.json()).toMatchObject({ status: 'error', message: INVALID_LINK });

  await visit(page, '/unsubscribe?id=no-such-id');
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
  await visit(page, '/unsubscribe');
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();
});
