import { trackerDay } from '@domain/order-dates';
import { orderTracker } from '@domain/order-status';
import type { TrackedOrder } from '@schemas/order-lookup';
import styles from './account-area.module.css';

const STATE_WORDS = { complete: 'done', active: 'in progress', disabled: 'not yet' } as const;

/**
 * The order's progress exactly as catalogue §4's status table draws it, each step with its date ('DD MMM YYYY'):
 * on the account's order detail and on /order-status.
 */
export function OrderTracker({ order }: { order: TrackedOrder }) {
  const steps = orderTracker(order.trans_status);
  return (
    <ol className={styles.tracker} aria-label="Order progress">
      {steps.map((step, index) => {
        const day = step.date && step.state !== 'disabled' ? trackerDay(order[step.date]) : null;
        return (
          <li
            key={step.label}
            className={styles.step}
            data-state={step.state}
            aria-current={step.state === 'active' ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true">
              {step.state === 'complete' ? '✓' : index + 1}
            </span>
            <span className={styles.stepLabel}>
              <span>
                {step.label}
                <span className="visually-hidden">, {STATE_WORDS[step.state]}</span>
              </span>
              {day ? <span className={styles.muted}>{day}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
