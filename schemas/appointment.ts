import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '../domain/validation';
import { messages } from '../domain/messages';

/**
 * `bookanappointmentprocess` (spec: shell §7; rules in §5 "Appointment"). Name, e-mail and note are
 * required; the date is YYYY-MM-DD and the time HH:MM. Whether the date is past or the time is one of the
 * day's slots is checked by the server against the shop's clock (domain/appointment.ts).
 */
const required = (field: string) =>
  z.string({ error: `Please enter ${field}` }).check(z.trim(), z.minLength(1, `Please enter ${field}`));

export const AppointmentRequestSchema = z.object({
  appointment_name: required('your name'),
  appointment_email: required('your email').check(z.regex(EMAIL_PATTERN, messages.invalidEmail)),
  appointment_note: required('a note'),
  appointment_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')),
  appointment_time: z.string().check(z.regex(/^\d{2}:\d{2}$/, 'Use the format HH:MM')),
});
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;
