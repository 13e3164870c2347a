/**
 * spec: shell §1 — rupee symbol, two decimals, comma thousands groups (format 0,0.00).
 *
 * Written out rather than through `Intl.NumberFormat`: the first number format a page makes starts the
 * browser's locale data, ~12–20 ms on a fast machine and four times that on a slow phone, in the task that
 * draws the page's first prices (issue 13: total blocking time). The figures are the same as
 * `Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })` gives
 * (money.test.ts checks them against it): the amount's shortest decimal form rounded half away from zero
 * at the second decimal, so 1.005 shows as 1.01.
 */
export function formatINR(amount: number): string {
  return `₹${twoDecimals(Number.isFinite(amount) ? amount : 0)}`;
}

/** Beyond this an amount's shortest form may be written with an exponent; no price comes near it. */
const PLAIN_LIMIT = 1e21;

function twoDecimals(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  // Below 0.000001 the shortest form has an exponent; such an amount rounds to 0.00 all the same.
  if (magnitude < 1e-6) return `${sign}0.00`;
  if (magnitude >= PLAIN_LIMIT) return sign + groupThousands(BigInt(magnitude).toString()) + '.00';
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return `${sign}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

function groupThousands(digits: string): string {
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return grouped;
}
