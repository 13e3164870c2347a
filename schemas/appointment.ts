import { z } from 'zod/mini';
import { isCalendarDate, timeToMinutes } from '../domain/appointment';
import { APPOINTMENT_EMAIL_MAX, APPOINTMENT_NAME_MAX, APPOINTMENT_NOTE_MAX } from '../domain/constants';
import { messages } from '../domain/messages';
import { EMAIL_PATTERN } from '../domain/validation';
import { boundedText } from './request-input';
import { lazySchema } from './lazy';

/**
 * Required, trimmed text of at most `max` characters, then `checks`. Too long a value stops before anything
 * else runs; an empty one stops there too (`abort`), so an empty e-mail reports "required" and not also the
 * pattern. The widget shows no text for an empty field, only the red border (shell §5); the texts here are
 * for the server's 400 answer.
 */
const required = (field: string, max: number, ...checks: z.core.$ZodCheck<string>[]) =>
  boundedText(
    max,
    z
      .string({ error: `Please enter ${field}` })
      .check(z.trim(), z.minLength(1, { error: `Please enter ${field}`, abort: true }), ...checks),
  );

/** Step 2 of the widget: the shopper's details (spec: shell §3 "Appointment", §5). */
export const AppointmentDetailsSchema = lazySchema(() =>
  z.object({
    appointment_name: required('your name', APPOINTMENT_NAME_MAX),
    appointment_email: required('your email', APPOINTMENT_EMAIL_MAX, z.regex(EMAIL_PATTERN, messages.invalidEmail)),
    appointment_note: required('a note', APPOINTMENT_NOTE_MAX),
  }),
);
export type AppointmentDetails = z.infer<typeof AppointmentDetailsSchema>;

const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_FORMAT_MESSAGE = `Use a valid date in the format ${DATE_FORMAT}`;
const TIME_FORMAT = 'HH:MM';
const TIME_FORMAT_MESSAGE = `Use a valid time in the format ${TIME_FORMAT}`;

/**
 * `bookanappointmentprocess` (spec: shell §7; rules in §5 "Appointment"): the details plus the chosen
 * date (YYYY-MM-DD, a real day) and slot (HH:MM). Whether the date is past or the time is one of the
 * day's open slots is a business answer, checked by the server against the shop's clock
 * (domain/appointment.ts), not a malformed request.
 */
export const AppointmentRequestSchema = lazySchema(() =>
  z.object({
    ...AppointmentDetailsSchema.shape,
    appointment_date: boundedText(
      DATE_FORMAT.length,
      z.string({ error: 'Please select a date' }).check(z.refine(isCalendarDate, DATE_FORMAT_MESSAGE)),
      DATE_FORMAT_MESSAGE,
    ),
    appointment_time: boundedText(
      TIME_FORMAT.length,
      z
        .string({ error: 'Please select a time slot' })
        .check(z.refine((v: string) => timeToMinutes(v) !== null, TIME_FORMAT_MESSAGE)),
      TIME_FORMAT_MESSAGE,
    ),
  }),
);
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;
