import { AppointmentBookingBlockSchema } from '@schemas/cms-content-blocks';
import { defineBlock } from '@/renderer/define-block';
import { AppointmentSkeleton } from './appointment-skeleton';

/** home_type 17, appointment booking (spec: shell §2). The widget and its date picker load on demand. */
export const appointmentBookingBlock = defineBlock({
  type: 17,
  name: 'Appointment booking',
  schema: AppointmentBookingBlockSchema,
  skeleton: AppointmentSkeleton,
  load: () => import('./appointment-booking').then((m) => m.AppointmentBookingBlock),
});
