import { AppointmentRequestSchema } from '../appointment';
import { StatusMessageResponseSchema } from '../newsletter';
import { defineCall } from '../call';

/** Appointments: booking a consultation. */

export const bookanappointmentprocess = defineCall({
  name: 'bookanappointmentprocess',
  method: 'POST',
  path: 'bookanappointmentprocess',
  request: AppointmentRequestSchema,
  response: StatusMessageResponseSchema,
  summary: 'Appointment booking',
});

/** Every appointment call, keyed by call name, for the contract table. */
export const appointmentCalls = {
  bookanappointmentprocess,
} as const;
