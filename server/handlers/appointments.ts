import { slotEnd, slotProblem } from '@domain/appointment';
import { appointments, emailOutbox } from '../db/schema';
import { appointmentProblemMessages, serverMessages } from '../messages';
import type { CallBody, Handler } from './types';

const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The confirmation the shopper receives through the outbox (ARCHITECTURE: e-mail goes through an outbox). */
function confirmationMail(body: CallBody<'bookanappointmentprocess'>) {
  const day = longDate.format(new Date(`${body.appointment_date}T00:00:00Z`));
  const time = `${body.appointment_time}–${slotEnd(body.appointment_time)} (India Standard Time)`;
  return {
    toAddress: body.appointment_email,
    subject: 'Your appointment at Padmakshya',
    body:
      `Dear ${body.appointment_name},\n\n` +
      `Thank you for booking an appointment with us on ${day}, ${time}.\n\n` +
      `Your note:\n${body.appointment_note}\n\n` +
      'We look forward to seeing you.\n',
  };
}

/**
 * `bookanappointmentprocess` (spec: shell §7; rules in §5 "Appointment"). The body has already passed the
 * contract's schema (a bad one got a 400 with field messages). Against the shop's clock
 * (domain/appointment.ts, the same rules the widget shows) a past date, an unknown slot or a slot that has
 * started today is refused; then the unique (date, time) index keeps one booking per slot, so of two
 * shoppers asking for the same slot at once exactly one gets it. `now` is injectable for tests.
 */
export const createBookAnAppointmentProcess =
  (now: () => Date = () => new Date()): Handler<'bookanappointmentprocess'> =>
  async (body, { db }) => {
    const problem = slotProblem(body.appointment_date, body.appointment_time, now());
    if (problem) return { status: 'error', message: appointmentProblemMessages[problem] };

    const booked = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appointments)
        .values({
          name: body.appointment_name,
          email: body.appointment_email,
          note: body.appointment_note,
          date: body.appointment_date,
          time: body.appointment_time,
        })
        .onConflictDoNothing({ target: [appointments.date, appointments.time] })
        .returning({ id: appointments.id });
      if (row) await tx.insert(emailOutbox).values(confirmationMail(body));
      return Boolean(row);
    });
    return booked
      ? { status: 'success', message: serverMessages.appointmentBooked }
      : { status: 'error', message: serverMessages.appointmentSlotTaken };
  };

export const bookAnAppointmentProcess = createBookAnAppointmentProcess();
