/**
 * Marks product `productId` as in (ufp_id above 0) or out of (0) the wishlist wherever a cached answer
 * carries it: product cards (shell §3 "ufp_id") and the product page (catalogue §3). Walks the data and
 * copies only the branches it changes, so untouched queries keep their identity and do not re-render.
 */
export function patchUfp(data: unknown, productId: number, ufpId: number): unknown {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const patched = patchUfp(item, productId, ufpId);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : data;
  }
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if ('ufp_id' in record && Number(record.product_id) === productId && record.ufp_id !== ufpId) {
    next = { ...record, ufp_id: ufpId };
  }
  for (const [key, value] of Object.entries(record)) {
    if (value === null || typeof value !== 'object') continue;
    const patched = patchUfp(value, productId, ufpId);
    if (patched !== value) (next ??= { ...record })[key] = patched;
  }
  return next ?? data;
}
