import type { Page } from '@playwright/test';
import { postCall } from '../support/api';
import { failureText, openPlain, runJourney, servePlainPages, type Journey } from '../support/call-faults';
import { expect, test } from '../support/test';

/**
 * Issue 13 §3, continued from call-faults.spec.ts and call-faults-actions.spec.ts: the password forms of the
 * account area. Each journey opens its page afresh for each fault; the faulted call never reaches the server.
 */

const ASHA = { email: 'asha.verma@example.in', password: 'Kundan@2026' };

async function signedInPlain(page: Page) {
  const answer = (await (
    await postCall(page.request, 'logincheck', {
      user_email: ASHA.email,
      user_password: ASHA.password,
      session_data: [],
      user_type: 1,
    })
  ).json()) as { user_token?: string };
  expect(answer.user_token, 'signed in').toBeTruthy();
  await page.addInitScript((token) => localStorage.setItem('USER_TOKEN', token), answer.user_token ?? '');
  await servePlainPages(page);
}

async function fillNewPassword(page: Page) {
  await page.getByLabel('New password', { exact: true }).fill('Marigold@2027');
  await page.getByLabel('Confirm new password').fill('Marigold@2027');
}

const journeys: { journey: Journey; setup: (page: Page) => Promise<void> }[] = [
  {
    setup: servePlainPages,
    journey: {
      where: '/change-password/{token}, Reset Password pressed',
      rows: [
        {
          call: 'resetpasswordprocess',
          state: 'catalogue §8: the message in a red alert; the form stays (step 1)',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/change-password/not-a-real-token');
        await fillNewPassword(page);
        await page.getByRole('button', { name: 'Reset Password' }).click();
      },
    },
  },
  {
    setup: signedInPlain,
    journey: {
      where: '/account/profile (signed in), Change Password then Save Password',
      rows: [
        {
          call: 'userchangepassword',
          state: 'catalogue §8: the message in a red alert; the form stays (step 2)',
          check: async (page, fault) => {
            await expect(page.getByRole('alert').filter({ hasText: failureText(fault) })).toBeVisible();
            await expect(page.getByRole('button', { name: 'Save Password' })).toBeVisible();
          },
        },
      ],
      run: async (page) => {
        await openPlain(page, '/account/profile');
        await page.getByRole('button', { name: 'Change Password' }).click();
        await fillNewPassword(page);
        await page.getByRole('button', { name: 'Save Password' }).click();
      },
    },
  },
];

test.describe('each call of the password forms, failed: the spec state, never a blank page @desktop', () => {
  for (const { journey, setup } of journeys) {
    test(`${journey.where}: ${journey.rows.map((r) => r.call).join(', ')}`, async ({ page }) => {
      await runJourney(page, journey, setup);
    });
  }
});
