import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { APPOINTMENT_EMAIL_MAX, APPOINTMENT_NAME_MAX, APPOINTMENT_NOTE_MAX } from '@domain/constants';
import { messages } from '@domain/messages';
import { AppointmentDetailsSchema } from '@schemas/appointment';
import { Alert } from '@/components/ui/alert';
import { heldWhileBusy } from '@/components/ui/held-while-busy';
import { Spinner } from '@/components/ui/spinner';
import { useBookAppointment, type BookFn } from '@/data/appointments/book-appointment';
import { callFailureMessage, GENERIC_FAILURE } from '@/lib/call-failure';
import { formatLongDate, formatSlot } from './format';
import button from '@/components/ui/button.module.css';
import styles from './appointment-booking.module.css';

type DetailsInput = z.input<typeof AppointmentDetailsSchema>;

/** Shown on the thank-you step when a back office confirms without a message of its own. */
const BOOKED = 'Your appointment is booked.';
type Field = keyof DetailsInput;

/**
 * Step 2 (spec: shell §4, §5, §8): name, e-mail and note, all required. An empty field only turns red
 * (the spec gives it no text), a malformed e-mail also reads "Invalid Email Format"; typing into a field
 * clears its mark and the server's message. Confirm is disabled with a loader while the call runs; a
 * refusal stays here with the server's message in a red alert. Back returns to step 1, dropping the form.
 */
export function DetailsStep({
  date,
  time,
  book,
  onBack,
  onBooked,
}: {
  date: string;
  time: string;
  book?: BookFn | undefined;
  onBack: () => void;
  onBooked: (message: string) => void;
}) {
  const id = useId();
  const mutation = useBookAppointment(book);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<DetailsInput, unknown, z.output<typeof AppointmentDetailsSchema>>({
    resolver: zodResolver(AppointmentDetailsSchema),
    defaultValues: { appointment_name: '', appointment_email: '', appointment_note: '' },
    // Checked again only on the next Confirm: typing clears the marks instead (shell §5).
    reValidateMode: 'onSubmit',
  });

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-required': true,
    className: styles.input,
    ...register(name, {
      onChange: () => {
        clearErrors(name);
        setServerError(null);
      },
    }),
  });

  const onSubmit = handleSubmit(async (details) => {
    setServerError(null);
    try {
      const result = await mutation.mutateAsync({ ...details, appointment_date: date, appointment_time: time });
      if (result.status === 'success') onBooked(result.message || BOOKED);
      else setServerError(result.message || GENERIC_FAILURE);
    } catch (error) {
      setServerError(callFailureMessage(error));
    }
  });

  const busy = mutation.isPending;
  const emailMessage = errors.appointment_email?.message === messages.invalidEmail ? messages.invalidEmail : null;

  return (
    <form className={styles.details} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <p className={styles.choice}>
        {formatLongDate(date)} · {formatSlot(time)} IST
      </p>
      <div className={`${styles.field} ${styles.half}`}>
        <label htmlFor={`${id}-appointment_name`} className={styles.label}>
          Name
        </label>
        <input type="text" autoComplete="name" maxLength={APPOINTMENT_NAME_MAX} {...field('appointment_name')} />
      </div>
      <div className={`${styles.field} ${styles.half}`}>
        <label htmlFor={`${id}-appointment_email`} className={styles.label}>
          Email address
        </label>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={APPOINTMENT_EMAIL_MAX}
          aria-describedby={emailMessage ? `${id}-email-error` : undefined}
          {...field('appointment_email')}
        />
        {emailMessage && (
          <p id={`${id}-email-error`} role="alert" className={styles.error}>
            {emailMessage}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-appointment_note`} className={styles.label}>
          Note
        </label>
        <textarea rows={4} maxLength={APPOINTMENT_NOTE_MAX} {...field('appointment_note')} />
      </div>
      {serverError && (
        <Alert variant="danger" className={styles.serverError}>
          {serverError}
        </Alert>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} {...heldWhileBusy(busy, onBack)}>
          Back
        </button>
        <button type="submit" className={`${button.primary} ${styles.confirm}`} {...heldWhileBusy(busy)}>
          {busy && <Spinner size="sm" />}
          <span>Confirm</span>
        </button>
      </div>
    </form>
  );
}
