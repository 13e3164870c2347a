import { describe, expect, it } from 'vitest';
import { orderDay, orderTime, trackerDay } from './order-dates';
import { canCancel, CANCEL_REASONS, orderStatusLabel, orderTracker } from './order-status';

const shown = (status: number) => orderTracker(status).map((s) => `${s.label}:${s.state}`);

describe('the order tracker, exactly as catalogue §4 says', () => {
  it('draws each of the six statuses', () => {
    expect(shown(0)).toEqual([
      'Order Placed:complete',
      'Item Picked Up:disabled',
      'Shipped:disabled',
      'Delivered:disabled',
    ]);
    expect(shown(1)).toEqual([
      'Order Placed:complete',
      'Confirmed:active',
      'Item Picked Up:disabled',
      'Delivered:disabled',
    ]);
    expect(shown(2)).toEqual([
      'Order Placed:complete',
      'Item Picked Up:complete',
      'Shipped:active',
      'Delivered:disabled',
    ]);
    expect(shown(3)).toEqual([
      'Order Placed:complete',
      'Item Picked Up:complete',
      'Shipped:complete',
      'Delivered:complete',
    ]);
    expect(shown(4)).toEqual(['Order Placed:complete', 'Cancelled:complete']);
    expect(shown(5)).toEqual(['Order Placed:complete', 'On Hold:active', 'Shipped:disabled', 'Delivered:disabled']);
  });

  it('labels the statuses and lets only a placed order be cancelled, for one of nine reasons', () => {
    expect([0, 1, 2, 3, 4, 5].map(orderStatusLabel)).toEqual([
      'Order Placed',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'On Hold',
    ]);
    expect([0, 1, 2, 3, 4, 5].map(canCancel)).toEqual([true, false, false, false, false, false]);
    expect(CANCEL_REASONS).toHaveLength(9);
  });
});

describe('order dates (catalogue §9), in India time', () => {
  it("reads 'ddd, DD MMM YYYY', 'hh:mm A' and 'DD MMM YYYY'", () => {
    const placed = '2026-11-25T14:35:00Z'; // 20:05 in Jaipur
    expect(orderDay(placed)).toBe('Wed, 25 Nov 2026');
    expect(orderTime(placed)).toBe('08:05 PM');
    expect(trackerDay(placed)).toBe('25 Nov 2026');
    expect(orderTime('2026-11-25T20:00:00Z')).toBe('01:30 AM');
    expect(orderDay('2026-11-25T20:00:00Z')).toBe('Thu, 26 Nov 2026');
    // The hour after midnight and the hour after noon read 12, never 00.
    expect(orderTime('2026-11-25T18:40:00Z')).toBe('12:10 AM');
    expect(orderTime('2026-11-25T06:40:00Z')).toBe('12:10 PM');
  });

  it('says nothing for a missing or broken date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(orderDay(value)).toBeNull();
      expect(trackerDay(value)).toBeNull();
    }
  });
});
