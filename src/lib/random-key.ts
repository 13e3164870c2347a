/** A fresh random key (an Idempotency-Key): a UUID where the browser has one, else 128 random bits in hex. */
export const randomKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
