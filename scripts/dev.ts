import { createServer } from 'vite';
import { optionsFromEnv } from '../server/config';
import { startServer } from '../server/main';

/**
 * `npm run dev`: the API on API_PORT (default 3001) and Vite's dev server on 5173 in one process;
 * Vite proxies /web-api, /media, robots.txt and the sitemap to the API (vite.config.ts). Ctrl-C stops both.
 */
const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);
const VITE_PORT = 5173;

const api = await startServer({
  ...optionsFromEnv(),
  port: apiPort,
  staticDir: null,
  devMailbox: process.env.DEV_MAILBOX !== '0',
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${VITE_PORT}`,
  quiet: true,
});
process.stdout.write(`API on ${api.url}/web-api (data: ${api.database.location})\n`);

const vite = await createServer({ server: { port: VITE_PORT, strictPort: true } });
await vite.listen();
vite.printUrls();

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(1);
  stopping = true;
  await Promise.allSettled([vite.close(), api.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
