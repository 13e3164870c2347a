import { formatLongDate, formatSlot } from './format';
import styles from './appointment-booking.module.css';

/** Step 3 (spec: shell §2, §4): the server's message and the booked slot, until the widget starts over. */
export function ThankYouStep({ date, time, message }: { date: string; time: string; message: string }) {
  return (
    <div className={styles.thanks}>
      <svg
        className={styles.thanksIcon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="m15 24.5 6 6 12-13"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p role="status" className={styles.thanksMessage}>
        {message}
      </p>
      <p className={styles.thanksSlot}>
        {formatLongDate(date)}
        <br />
        {formatSlot(time)} IST
      </p>
    </div>
  );
}
