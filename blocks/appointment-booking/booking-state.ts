import { messages } from '@domain/messages';

/**
 * The widget's steps (spec: shell §4 "Appointment widget"): 'slot' (choose date and time) → 'details'
 * (name, e-mail, note) → 'done' (thank-you), which returns to 'slot' after 3 s.
 */
export type BookingStep = 'slot' | 'details' | 'done';

export interface BookingState {
  step: BookingStep;
  /** YYYY-MM-DD, shop time. */
  date: string | null;
  /** HH:MM, one of the day's slots. */
  time: string | null;
  /** Step 1's message after Continue (shell §5), cleared by choosing what it asks for. */
  slotError: string | null;
  /** The server's message on success, shown by the thank-you step. */
  confirmation: string | null;
  /** Counts fresh starts, so the calendar and form remount empty after the thank-you step. */
  round: number;
}

export type BookingAction =
  /** `open` is the chosen day's open slots: a chosen time that is not among them is dropped. */
  | { type: 'date'; date: string; open: readonly string[] }
  | { type: 'time'; time: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'booked'; message: string }
  | { type: 'restart' };

export const initialBookingState: BookingState = {
  step: 'slot',
  date: null,
  time: null,
  slotError: null,
  confirmation: null,
  round: 0,
};

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'date': {
      const time = state.time && action.open.includes(state.time) ? state.time : null;
      const slotError = state.slotError === messages.appointmentDateRequired ? null : state.slotError;
      return { ...state, date: action.date, time, slotError };
    }
    case 'time':
      return {
        ...state,
        time: action.time,
        slotError: state.slotError === messages.appointmentSlotRequired ? null : state.slotError,
      };
    case 'continue':
      // spec: shell §5 — the date is asked for first, then the slot.
      if (!state.date) return { ...state, slotError: messages.appointmentDateRequired };
      if (!state.time) return { ...state, slotError: messages.appointmentSlotRequired };
      return { ...state, step: 'details', slotError: null };
    case 'back':
      // spec: shell §4 — back from step 2 resets the form (it unmounts) and the slot; the date stays.
      return { ...state, step: 'slot', time: null };
    case 'booked':
      return { ...state, step: 'done', confirmation: action.message };
    case 'restart':
      return { ...initialBookingState, round: state.round + 1 };
  }
}
