/** spec: shell §1 — rupee symbol, two decimals, comma thousands groups (format 0,0.00). */
const formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatINR(amount: number): string {
  return `₹${formatter.format(Number.isFinite(amount) ? amount : 0)}`;
}
