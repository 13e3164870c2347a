import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pages } from './db/schema';
import { startServer } from './main';
import { serverMessages } from './messages';
import { apiCall } from './test-support/api-call';
import { contract } from '@schemas/contract';

const dataDir = mkdtempSync(join(tmpdir(), 'padmakshya-data-'));
// The repository's own fixtures: this also proves the real seed loads into the database.
const options = { port: 0, dataDir, staticDir: null, quiet: true };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps data across a restart on the same DATA_DIR and never reseeds', async () => {
  const first = await startServer(options);
  expect(first.seeded).toBe(true);
  for (const name of ['dashboard', 'menue-list', 'top-banner-list'] as const) {
    const parsed = contract[name].response.safeParse(await (await apiCall(first.app, name)).json());
    expect(parsed.error).toBeUndefined();
  }
  const page = await (await apiCall(first.app, 'pagecontent', { slug: 'our-story' })).json();
  expect(page.status).toBe('success');
  const subscribe = async (app: typeof first.app) =>
    (await apiCall(app, 'subscription-process', { newsletter_email: 'restart@example.in' })).json();
  expect(await subscribe(first.app)).toMatchObject({ status: 'success' });
  // An editor's change must survive: the seed may not run over it.
  await first.database.db.delete(pages);
  await first.close();

  const second = await startServer(options);
  try {
    expect(second.seeded).toBe(false);
    expect(await subscribe(second.app)).toEqual({ status: 'error', message: serverMessages.alreadySubscribed });
    expect(await second.database.db.$count(pages)).toBe(0);
  } finally {
    await second.close();
  }
}, 90_000);
