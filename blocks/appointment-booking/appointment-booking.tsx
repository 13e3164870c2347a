import { useEffect, useId, useReducer, useRef } from 'react';
import { APPOINTMENT_THANK_YOU_MS } from '@domain/constants';
import type { AppointmentBookingBlock as BlockProps } from '@schemas/cms-content-blocks';
import type { BookFn } from '@/data/appointments/book-appointment';
import { bookingReducer, initialBookingState, type BookingStep } from './booking-state';
import { DetailsStep } from './details-step';
import { SlotStep } from './slot-step';
import { StepIndicator } from './step-indicator';
import { ThankYouStep } from './thank-you-step';
import styles from './appointment-booking.module.css';

const HEADINGS: Record<BookingStep, string> = {
  slot: 'Choose a date and time',
  details: 'Your details',
  done: 'Thank you',
};

const systemNow = () => new Date();

/**
 * The appointment booking widget (spec: shell §2 "Appointment booking widget", §4, §5, §8): choose a
 * date and slot, then name, e-mail and note, then a thank-you that returns to step 1 after 3 s. On every
 * step change focus moves to the step's heading, so keyboard and screen-reader users start at the top
 * of the new step. `now` and `book` are replaceable for tests and stories.
 */
export function AppointmentBooking({ now = systemNow, book }: { now?: () => Date; book?: BookFn }) {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Compared with the step last shown rather than "skip the first run", so React's development
  // double-run of effects does not pull focus into the widget on page load.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  // spec: shell §4, §9 — the thank-you step returns to step 1 after 3 seconds.
  useEffect(() => {
    if (state.step !== 'done') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'restart' }), APPOINTMENT_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [state.step]);

  return (
    <section className={styles.card} aria-labelledby={headingId} data-step={state.step}>
      <div className={styles.frame}>
        <StepIndicator step={state.step} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {HEADINGS[state.step]}
        </h2>
        {state.step === 'slot' && <SlotStep key={state.round} state={state} dispatch={dispatch} now={now} />}
        {state.step === 'details' && state.date && state.time && (
          <DetailsStep
            date={state.date}
            time={state.time}
            book={book}
            onBack={() => dispatch({ type: 'back' })}
            onBooked={(message) => dispatch({ type: 'booked', message })}
          />
        )}
        {state.step === 'done' && state.date && state.time && (
          <ThankYouStep date={state.date} time={state.time} message={state.confirmation ?? ''} />
        )}
      </div>
    </section>
  );
}

/** The registry's entry for home_type 17: the block has no settings, it is the widget. */
export function AppointmentBookingBlock(_props: BlockProps) {
  return <AppointmentBooking />;
}
