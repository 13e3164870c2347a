import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '@schemas/catalogue';
import { newsletterSubscriptions } from '../db/schema';
import type { RunningServer } from '../main';
import { serverMessages } from '../messages';
import { apiCall } from '../test-support/api-call';
import { START_TIMEOUT_MS, startTestServer } from '../test-support/test-server';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ devMailbox: true });
}, START_TIMEOUT_MS);
afterAll(() => server?.close());

const subscribe = async (email: string) =>
  (await apiCall(server.app, 'subscription-process', { newsletter_email: email })).json();
const unsubscribe = async (id: string) => (await apiCall(server.app, 'unsubscribe', { id })).json();

/** Follows the unsubscribe link of the latest mail to `email`, as the shopper would. */
async function unsubscribeIdFor(email: string): Promise<string> {
  const res = await server.app.request(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  const id = /unsubscribe\?id=([\w-]+)/.exec(messages[0]?.body ?? '')?.[1];
  if (!id) throw new Error(`No unsubscribe link for ${email}`);
  return id;
}

describe('newsletter', () => {
  it('subscribes once, reports a duplicate without case, and stores one row', async () => {
    expect(await subscribe('Meera@Example.in')).toEqual({ status: 'success', message: serverMessages.subscribed });
    expect(await subscribe(' meera@example.IN ')).toEqual({
      status: 'error',
      message: serverMessages.alreadySubscribed,
    });
    expect(await server.database.db.$count(newsletterSubscriptions)).toBe(1);
  });

  it('unsubscribes once, then says so; an unknown id is refused', async () => {
    await subscribe('kabir@example.in');
    const id = await unsubscribeIdFor('kabir@example.in');
    expect(await unsubscribe(id)).toEqual({ status: 'success', message: serverMessages.unsubscribed });
    expect(await unsubscribe(id)).toEqual({ status: 'error', message: serverMessages.alreadyUnsubscribed });
    expect(await unsubscribe('not-a-real-id')).toEqual({
      status: 'error',
      message: serverMessages.invalidUnsubscribeLink,
    });
  });

  it('lets an unsubscribed address subscribe again', async () => {
    await subscribe('anaya@example.in');
    await unsubscribe(await unsubscribeIdFor('anaya@example.in'));
    expect(await subscribe('ANAYA@example.in')).toMatchObject({ status: 'success' });
    expect(await subscribe('anaya@example.in')).toMatchObject({ status: 'error' });
  });

  it('keeps one row when the same address is sent twice at once', async () => {
    const answers = await Promise.all([subscribe('twice@example.in'), subscribe('TWICE@example.in')]);
    expect(answers.map((a: { status: string }) => a.status).sort()).toEqual(['error', 'success']);
  });
});

describe('search', () => {
  const search = async (term: string) => {
    const res = await apiCall(server.app, 'getsearchresultdata', { search_filter: term });
    return SearchResponseSchema.parse(await res.json()).data.data;
  };
  const names = async (term: string) => (await search(term)).map((p) => p.product_name);

  it('finds by name and by description, without case', async () => {
    expect(await names('KUNDAN')).toEqual(['Emerald Kundan Choker']);
    expect(await names('zari')).toEqual(['Banarasi Silk Saree']);
    expect(await names('pearl')).toEqual(['Basra Pearl Layered Necklace']);
  });

  it('lists name matches before description matches', async () => {
    expect(await names('silk')).toEqual(['Banarasi Silk Saree', 'Ajrakh Stole']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await names('100%')).toEqual(['Banarasi Silk Saree']);
    expect(await names('%%')).toEqual([]);
    expect(await names('h_cotton')).toEqual(['Ajrakh Stole']);
    expect(await names('__')).toEqual([]);
  });

  it('answers product cards with prices as numbers to two decimals', async () => {
    const [saree] = await search('banarasi');
    expect(saree).toMatchObject({ product_price: 32500.5, product_selling_price: 29999.99, ufp_id: 0 });
    expect(saree?.arrayImages[0]).toMatch(/^\/media\/products\//);
  });
});
