import { formatINR } from '@domain/money';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** What the window shows: the payment, or why it cannot be made. */
export type SandboxWindow =
  | {
      kind: 'pay';
      providerOrderId: string;
      amountPaise: number;
      merchant: string;
      description: string;
      color: string;
      /** Razorpay's `prefill.method`: the method the shopper chose in the shop, chosen here too. */
      method?: string | undefined;
    }
  | { kind: 'closed'; message: string };

/** A theme colour from the page's options, used only when it is a plain hex colour. */
export const safeColour = (value: string | undefined) =>
  value && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : '#7a1f2b';

export const METHODS = [
  ['upi', 'UPI'],
  ['card', 'Card'],
  ['wallet', 'Wallet'],
  ['netbanking', 'Net Banking'],
] as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff}
main{padding:20px 20px 24px;max-width:420px;margin:0 auto}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
h1{font-size:1.25rem;margin:0}
.note{margin:2px 0 0;font-size:.875rem;color:#555}
.close{border:1px solid #999;background:#fff;border-radius:50%;width:44px;height:44px;font-size:1.5rem;line-height:1;cursor:pointer;color:#1d1d1f}
.amount{font-size:1.125rem;margin:16px 0}
fieldset{border:1px solid #ccc;border-radius:8px;margin:0 0 16px;padding:8px 12px}
legend{font-weight:600;padding:0 4px}
label{display:flex;align-items:center;gap:10px;min-height:44px;cursor:pointer}
input[type=radio]{width:20px;height:20px;margin:0}
button{font:inherit}
.pay,.fail{display:block;width:100%;min-height:48px;border-radius:6px;margin-top:10px;cursor:pointer;font-weight:600}
.pay{border:0;color:#fff;background:var(--brand)}
.fail{border:1px solid #a4161a;color:#a4161a;background:#fff}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
#status{min-height:1.5em;margin:12px 0 0}
`;

/**
 * The sandbox payment window (ADR 022): a self-contained page, no framework, styles inline, its one script from
 * this server (the CSP allows no inline script). Radio buttons for the method; "Pay ₹…" succeeds, "Fail payment"
 * fails, the close button gives up.
 */
export function sandboxWindowHtml(view: SandboxWindow): string {
  const head = (brand: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox payment</title>` +
    `<style>${STYLE}:root{--brand:${brand}}</style><script src="window.js" defer></script></head>`;
  const top = (title: string) =>
    `<header><div><h1 id="title">${escapeHtml(title)}</h1>` +
    `<p class="note">Sandbox payment: no money moves.</p></div>` +
    `<button type="button" class="close" id="close" aria-label="Close the payment window">×</button></header>`;
  if (view.kind === 'closed') {
    return `${head(safeColour(undefined))}<body><main aria-labelledby="title">${top('Payment')}<p role="alert">${escapeHtml(view.message)}</p></main></body></html>`;
  }
  const amount = formatINR(view.amountPaise / 100);
  const chosen = METHODS.some(([value]) => value === view.method) ? view.method : METHODS[0][0];
  const methods = METHODS.map(
    ([value, label]) =>
      `<label><input type="radio" name="method" value="${value}"${value === chosen ? ' checked' : ''}> ${label}</label>`,
  ).join('');
  return (
    `${head(view.color)}<body><main aria-labelledby="title">${top(view.merchant || 'Payment')}` +
    (view.description ? `<p>${escapeHtml(view.description)}</p>` : '') +
    `<p class="amount">Amount to pay: <strong>${amount}</strong></p>` +
    `<form id="pay" data-order-id="${escapeHtml(view.providerOrderId)}">` +
    `<fieldset><legend>Payment method</legend>${methods}</fieldset>` +
    `<button type="submit" class="pay" name="outcome" value="success">Pay ${amount}</button>` +
    `<button type="submit" class="fail" name="outcome" value="failure">Fail payment</button>` +
    `</form><p id="status" role="status" aria-live="polite"></p></main></body></html>`
  );
}
