/**
 * Orders in the account area (catalogue §4 "Order status (trans_status) and tracker", §5 "Cancel order", §9).
 * Pure rules shared by the server (labels, what may be cancelled) and the browser (the tracker).
 */

/** trans_status codes and their labels, as the status table gives them. */
export const ORDER_STATUS = {
  placed: 0,
  confirmed: 1,
  shipped: 2,
  delivered: 3,
  cancelled: 4,
  onHold: 5,
} as const;
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, string> = {
  0: 'Order Placed',
  1: 'Confirmed',
  2: 'Shipped',
  3: 'Delivered',
  4: 'Cancelled',
  5: 'On Hold',
};

export const isOrderStatus = (value: number): value is OrderStatusCode => value in ORDER_STATUS_LABELS;

/** The label of a status code; an unknown code reads as the placed order it most likely is. */
export const orderStatusLabel = (status: number): string =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : ORDER_STATUS_LABELS[0];

/** catalogue §4: "Only status 0 shows a Cancel Order button". The server refuses a cancel at any other. */
export const canCancel = (status: number): boolean => status === ORDER_STATUS.placed;

/** catalogue §5: the nine cancel reasons, in order. */
export const CANCEL_REASONS = [
  'Order Created by Mistake',
  'Item(s) Would Not Arrive on Time',
  'Shipping Cost too high',
  'Item Price Too High',
  'Found Cheaper Somewhere Else',
  'Need to change Shipping Address',
  'Need to change Shipping Speed',
  'Need to change Billing Address',
  'Need to change Payment Method',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export type TrackerState = 'complete' | 'active' | 'disabled';

/** One step of the tracker; `date` names which of the order's dates it shows (if any). */
export interface TrackerStep {
  label: string;
  state: TrackerState;
  date: TrackerDate | null;
}

export type TrackerDate =
  | 'trans_datetime'
  | 'trans_confirmed_date'
  | 'trans_pickedup_date'
  | 'trans_shiped_date'
  | 'trans_delivered_date'
  | 'trans_cancelled_date'
  | 'trans_onhold_date';

const step = (label: string, state: TrackerState, date: TrackerDate | null): TrackerStep => ({ label, state, date });

/**
 * The tracker for a status, exactly as catalogue §4's table says:
 * 0 Placed complete; Item Picked Up, Shipped, Delivered disabled.
 * 1 Placed complete, Confirmed active; Item Picked Up and Delivered disabled.
 * 2 Placed and Item Picked Up complete, Shipped active, Delivered disabled.
 * 3 all four complete.
 * 4 Placed and Cancelled complete.
 * 5 Placed complete, On Hold active, Shipped and Delivered disabled.
 */
export function orderTracker(status: number): TrackerStep[] {
  const placed = step('Order Placed', 'complete', 'trans_datetime');
  switch (status) {
    case ORDER_STATUS.confirmed:
      return [
        placed,
        step('Confirmed', 'active', 'trans_confirmed_date'),
        step('Item Picked Up', 'disabled', null),
        step('Delivered', 'disabled', null),
      ];
    case ORDER_STATUS.shipped:
      return [
        placed,
        step('Item Picked Up', 'complete', 'trans_pickedup_date'),
        step('Shipped', 'active', 'trans_shiped_date'),
        step('Delivered', 'disabled', null),
      ];
    case ORDER_STATUS.delivered:
      return [
        placed,
        step('Item Picked Up', 'complete', 'trans_pickedup_date'),
        step('Shipped', 'complete', 'trans_shiped_date'),
        step('Delivered', 'complete', 'trans_delivered_date'),
      ];
    case ORDER_STATUS.cancelled:
      return [placed, step('Cancelled', 'complete', 'trans_cancelled_date')];
    case ORDER_STATUS.onHold:
      return [
        placed,
        step('On Hold', 'active', 'trans_onhold_date'),
        step('Shipped', 'disabled', null),
        step('Delivered', 'disabled', null),
      ];
    default:
      return [
        placed,
        step('Item Picked Up', 'disabled', null),
        step('Shipped', 'disabled', null),
        step('Delivered', 'disabled', null),
      ];
  }
}
