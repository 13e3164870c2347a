import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { visit } from '../support/visit';

// catalogue §2 "Drop a Hint", §4, §5, §8: the modal's messages, PREVIEW, the green answer, closing 1 s after
// the send, and the hint e-mail in the outbox naming the product with its link (dev mailbox in the journeys).
const PIECE = { slug: 'pashmina-kani-stole-ivory', name: 'Pashmina Kani Stole in Ivory' };

test('a shopper drops a hint about a product, with its validation', async ({ page, request }, testInfo) => {
  // The product page, the modal and axe: slow on a busy CI machine.
  test.slow();
  const recipient = `kavya-${testInfo.project.name}-${Date.now()}@example.in`;
  await visit(page, `/product/${PIECE.slug}`);
  await page.getByRole('button', { name: 'Drop a Hint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop a Hint' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByText('Please enter the Sender Name')).toBeVisible();
  await expect(dialog.getByText('Please enter the Sender Email')).toBeVisible();
  await dialog.getByLabel("Recipient's Name").fill('Kavya Menon');
  await dialog.getByLabel("Recipient's Email").fill('kavya@');
  await dialog.getByLabel('Your Name').fill('Arjun Menon');
  await dialog.getByLabel('Your Email').fill('arjun@example.in');
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByText('Invalid Email Format')).toBeVisible();
  await dialog.getByLabel("Recipient's Email").fill(recipient);

  await dialog.getByRole('button', { name: 'PREVIEW' }).click();
  await expect(dialog.getByText(`Arjun Menon (arjun@example.in) has their eye on ${PIECE.name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'drop a hint');

  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your hint is on its way.');
  await expect(dialog).toBeHidden();

  const mailbox = await request.get(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const { messages } = (await mailbox.json()) as { messages: { body: string }[] };
  expect(messages).toHaveLength(1);
  expect(messages[0]?.body).toContain(`/product/${PIECE.slug}`);
});
