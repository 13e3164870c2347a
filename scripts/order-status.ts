import { ORDER_STATUS_LABELS } from '../domain/order-status';
import { optionsFromEnv, resolveOptions } from '../server/config';
import { openDatabase } from '../server/db/client';
import { setOrderStatus } from '../server/handlers/account-area/set-order-status';

/**
 * `npm run order-status -- PDK-XXXXXXXXXX 2`: moves an order to a status (catalogue §4: 0 Order Placed,
 * 1 Confirmed, 2 Shipped, 3 Delivered, 4 Cancelled, 5 On Hold) and stamps that status's date, on the database
 * the server uses (DATABASE_URL, else DATA_DIR, default .data). It stands in for the back office, which the
 * storefront never shows (catalogue §4 "Server-side transitions are not shown"). PGlite allows one process at a
 * time: stop the server first when it runs on DATA_DIR.
 */
const USAGE = `Usage: npm run order-status -- <order number> <status>\nStatuses: ${Object.entries(ORDER_STATUS_LABELS)
  .map(([code, label]) => `${code} ${label}`)
  .join(', ')}`;

const [number, statusText] = process.argv.slice(2);
const status = Number(statusText);
if (!number || statusText === undefined || !/^\d+$/.test(statusText) || !(status in ORDER_STATUS_LABELS)) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const opts = resolveOptions(optionsFromEnv());
const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
try {
  await database.migrate();
  const changed = await setOrderStatus(database.db, number.trim(), status);
  if (!changed.ok) {
    process.stderr.write(changed.reason === 'unknown-order' ? `No placed order ${number}\n` : `${USAGE}\n`);
    process.exitCode = 1;
  } else {
    const from = ORDER_STATUS_LABELS[changed.from as keyof typeof ORDER_STATUS_LABELS] ?? String(changed.from);
    const to = ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS];
    process.stdout.write(`${number}: ${from} → ${to} (${database.location})\n`);
  }
} finally {
  await database.close();
}
