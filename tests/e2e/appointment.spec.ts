import { addDays, shopClock } from '@domain/appointment';
import { messages } from '@domain/messages';
import { serverMessages } from '../../server/messages';
import { postCall, uniqueEmail } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { pageHydrated, visit } from '../support/visit';

// spec: shell §2 "Appointment booking widget", §4 "Appointment widget", §5 "Appointment", §7
// bookanappointmentprocess, §8 "Appointment failure", §9 "thank-you on appointment 3 s".

/** A day in next month on the shop's calendar, different per project and retry so runs never share a slot. */
function bookingDay(project: string, retry: number): string {
  const today = shopClock(new Date()).date;
  const firstOfNextMonth = addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8) + '01';
  return addDays(firstOfNextMonth, (project === 'mobile' ? 14 : 4) + retry * 2);
}

test('book a slot: date, time, details, thank-you, then back to step 1 after 3 s', async ({ page }, testInfo) => {
  const date = bookingDay(testInfo.project.name, testInfo.retry);
  const email = uniqueEmail(`appointment-${testInfo.project.name}`);
  await visit(page, '/book-an-appointment');
  await pageHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  const stepHeading = page.getByRole('heading', { level: 2, name: 'Choose a date and time' });
  await expect(stepHeading).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'appointment step 1');

  // Continue asks for the date first, then the slot (shell §5).
  const next = page.getByRole('button', { name: 'Continue' });
  await next.click();
  await expect(page.getByRole('alert')).toHaveText(messages.appointmentDateRequired);
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.locator(`[data-day="${date}"] button`).click();
  await next.click();
  await expect(page.getByRole('alert')).toHaveText(messages.appointmentSlotRequired);
  await page.getByRole('group', { name: 'Time' }).getByRole('button', { name: '11:00 am – 12:00 pm' }).click();
  await next.click();

  const details = page.getByRole('heading', { level: 2, name: 'Your details' });
  await expect(details).toBeFocused();
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email address').fill('meera@example');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.invalidEmail);
  await expect(page.getByLabel('Note')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Note').fill('A kundan set for my sister’s wedding.');
  await expectNoSeriousA11yViolations(page, testInfo, 'appointment step 2');
  await page.getByRole('button', { name: 'Confirm' }).click();

  const thanks = page.getByRole('heading', { level: 2, name: 'Thank you' });
  await expect(thanks).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: serverMessages.appointmentBooked })).toBeVisible();
  await expect(stepHeading).toBeVisible({ timeout: 10_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThanOrEqual(2_000);
  expect(shownFor).toBeLessThan(6_000);
  await expect(page.getByRole('group', { name: 'Time' }).getByRole('button', { pressed: true })).toHaveCount(0);

  // The booking is stored: the same slot is now taken (shell §7; one booking per slot).
  const again = await postCall(page.request, 'bookanappointmentprocess', {
    appointment_name: 'Kabir',
    appointment_email: uniqueEmail('appointment-again'),
    appointment_note: 'Same slot',
    appointment_date: date,
    appointment_time: '11:00',
  });
  expect(await again.json()).toEqual({ status: 'error', message: serverMessages.appointmentSlotTaken });
});

test('a refused booking stays on step 2 with the server message in a red alert', async ({ page }, testInfo) => {
  const date = bookingDay(testInfo.project.name, testInfo.retry);
  // Someone else takes the 3 pm slot first.
  const taken = await postCall(page.request, 'bookanappointmentprocess', {
    appointment_name: 'Anaya',
    appointment_email: uniqueEmail('appointment-first'),
    appointment_note: 'Earrings',
    appointment_date: date,
    appointment_time: '15:00',
  });
  expect(await taken.json()).toMatchObject({ status: 'success' });

  await visit(page, '/book-an-appointment');
  await pageHydrated(page);
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await page.locator(`[data-day="${date}"] button`).click();
  await page.getByRole('group', { name: 'Time' }).getByRole('button', { name: '3:00 pm – 4:00 pm' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email address').fill(uniqueEmail('appointment-second'));
  await page.getByLabel('Note').fill('Earrings');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText(serverMessages.appointmentSlotTaken);
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
});

test('the server refuses a past date, an unknown slot and a malformed body', async ({ request }) => {
  const today = shopClock(new Date()).date;
  const body = {
    appointment_name: 'Meera Iyer',
    appointment_email: uniqueEmail('appointment-api'),
    appointment_note: 'Bridal set',
  };
  const past = await postCall(request, 'bookanappointmentprocess', {
    ...body,
    appointment_date: addDays(today, -1),
    appointment_time: '11:00',
  });
  expect(past.status()).toBe(200);
  expect(await past.json()).toEqual({ status: 'error', message: serverMessages.appointmentPastDate });

  const unknown = await postCall(request, 'bookanappointmentprocess', {
    ...body,
    appointment_date: addDays(today, 3),
    appointment_time: '11:30',
  });
  expect(await unknown.json()).toEqual({ status: 'error', message: serverMessages.appointmentUnknownSlot });

  const malformed = await postCall(request, 'bookanappointmentprocess', {
    ...body,
    appointment_email: 'not-an-email',
    appointment_date: 'tomorrow',
    appointment_time: '11:00',
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).errors).toMatchObject({
    appointment_email: [messages.invalidEmail],
    appointment_date: ['Use a valid date in the format YYYY-MM-DD'],
  });
});
