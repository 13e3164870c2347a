import { useId, type Dispatch } from 'react';
import { APPOINTMENT_SLOTS, availableSlots, shopClock } from '@domain/appointment';
import type { BookingAction, BookingState } from './booking-state';
import { DateCalendar } from './date-calendar';
import { formatLongDate, formatSlot } from './format';
import { TimeSlots } from './time-slots';
import button from '@/components/ui/button.module.css';
import styles from './appointment-booking.module.css';

/**
 * Step 1 (spec: shell §2, §5): a date, then one of its open slots, then Continue. Before a date is chosen
 * the day's six slots are listed; for today only the slots not yet started are. Continue without a date
 * or a slot shows the spec's message in a live region.
 */
export function SlotStep({
  state,
  dispatch,
  now,
}: {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  now: () => Date;
}) {
  const id = useId();
  const today = shopClock(now()).date;
  const slots = state.date ? availableSlots(state.date, now()) : APPOINTMENT_SLOTS;
  return (
    <div className={styles.slotStep}>
      <div className={styles.calendarPane}>
        <p id={`${id}-date`} className={styles.label}>
          Date
        </p>
        <DateCalendar
          today={today}
          selected={state.date}
          now={now}
          labelledBy={`${id}-date`}
          onSelect={(date) => dispatch({ type: 'date', date, open: availableSlots(date, now()) })}
        />
      </div>
      <div className={styles.timePane}>
        <p id={`${id}-time`} className={styles.label}>
          Time
        </p>
        <TimeSlots
          slots={slots}
          selected={state.time}
          labelledBy={`${id}-time`}
          onSelect={(time) => dispatch({ type: 'time', time })}
        />
        <p className={styles.hint}>Each consultation lasts an hour. Times are India Standard Time (IST).</p>
        <p className={styles.choice} aria-live="polite">
          {state.date ? formatLongDate(state.date) : 'No date chosen yet'}
          {state.time ? ` · ${formatSlot(state.time)}` : ''}
        </p>
        {state.slotError && (
          <p role="alert" className={styles.error}>
            {state.slotError}
          </p>
        )}
        <button
          type="button"
          className={`${button.primary} ${styles.wide}`}
          onClick={() => dispatch({ type: 'continue' })}
        >
          Continue
        </button>
      </div>
    </div>
  );
}
