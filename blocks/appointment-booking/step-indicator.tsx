import type { BookingStep } from './booking-state';
import styles from './appointment-booking.module.css';

const STEPS: { step: BookingStep; label: string }[] = [
  { step: 'slot', label: 'Date & time' },
  { step: 'details', label: 'Your details' },
  { step: 'done', label: 'Confirmed' },
];

/** Where the shopper is in the three steps (spec: shell §2); the current one carries aria-current. */
export function StepIndicator({ step }: { step: BookingStep }) {
  const current = STEPS.findIndex((s) => s.step === step);
  return (
    <ol className={styles.stepper} aria-label="Booking steps">
      {STEPS.map((s, index) => (
        <li
          key={s.step}
          className={styles.stepperItem}
          data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepperNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepperLabel}>{s.label}</span>
        </li>
      ))}
    </ol>
  );
}
