import { useMutation } from '@tanstack/react-query';
import { bookanappointmentprocess } from '@schemas/calls/appointments';
import { type CallResponse } from '@schemas/contract';
import { type RequestOf } from '@schemas/call';
import { callApi } from '@/data/call-api';

export type BookingRequest = RequestOf<typeof bookanappointmentprocess>;
export type BookingResult = CallResponse<'bookanappointmentprocess'>;
export type BookFn = (body: BookingRequest) => Promise<BookingResult>;

/** POST bookanappointmentprocess (spec: shell §7). */
export const bookAppointment: BookFn = (body) => callApi(bookanappointmentprocess, body);

/** A mutation: a booking is never retried or refetched on its own. `book` is replaceable for stories. */
export const useBookAppointment = (book: BookFn = bookAppointment) =>
  useMutation({ mutationKey: ['appointments', 'book'], mutationFn: book });
