import type { Handler } from './types';

// Appointment booking (shell §7). Being implemented: see the block issue.
export const bookAnAppointmentProcess: Handler<'bookanappointmentprocess'> = async () => ({
  status: 'error',
  message: 'Not available yet',
});
