import { useMutation } from '@tanstack/react-query';
import { bookanappointmentprocess, type CallResponse, type RequestOf } from '@schemas/contract';
import { callApi } from '@/lib/api-client';

export type BookingRequest = RequestOf<typeof bookanappointmentprocess>;
export type BookingResult = CallResponse<'bookanappointmentprocess'>;
export type BookFn = (body: BookingRequest) => Promise<BookingResult>;

/** POST bookanappointmentprocess (spec: shell §7). */
export const bookAppointment: BookFn = (body) => callApi(bookanappointmentprocess, body);

/** A mutation: a booking is never retried or refetched on its own. `book` is replaceable for stories. */
export const useBookAppointment = (book: BookFn = bookAppointment) =>
  useMutation({ mutationKey: ['appointment', 'book'], mutationFn: book });
