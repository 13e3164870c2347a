import { describe, expect, it } from 'vitest';
import { patchUfp } from './patch-ufp';

describe('patchUfp (the heart follows the server reply everywhere, catalogue §4)', () => {
  const answer = {
    status: 'success',
    data: {
      data: [
        { product_id: 1, ufp_id: 0, product_name: 'Choker' },
        { product_id: 2, ufp_id: 5, product_name: 'Saree' },
      ],
      last_page: 1,
    },
    rowProductData: { product_id: '1', ufp_id: null },
  };

  it('marks the product in every card and the product page, and leaves the rest as they were', () => {
    const next = patchUfp(answer, 1, 9) as typeof answer;
    expect(next.data.data[0]?.ufp_id).toBe(9);
    expect(next.rowProductData.ufp_id).toBe(9);
    expect(next.data.data[1]).toBe(answer.data.data[1]);
    expect(answer.data.data[0]?.ufp_id).toBe(0);
  });

  it('answers the same object when nothing carries the product, so readers do not re-render', () => {
    expect(patchUfp(answer, 3, 7)).toBe(answer);
    expect(patchUfp(undefined, 1, 7)).toBeUndefined();
  });

  it('takes the product out with 0', () => {
    const next = patchUfp(answer, 2, 0) as typeof answer;
    expect(next.data.data[1]?.ufp_id).toBe(0);
  });
});
