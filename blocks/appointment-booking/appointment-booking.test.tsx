import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixtureJson from '@fixtures/blocks/appointment-booking.json';
import { withNumericHomeType } from '@schemas/cms';
import { blockFixtures, parseFixture } from '../../tests/support/block-fixtures';
import type { BookFn } from '@/data/appointments/book-appointment';
import { AppointmentBooking } from './appointment-booking';
import { appointmentBookingBlock } from './definition';
import { callFailureMessage, GENERIC_FAILURE } from '@/lib/call-failure';

const MORNING = () => new Date('2026-03-12T10:30:00+05:30');
const AFTERNOON = () => new Date('2026-03-12T13:20:00+05:30');
const BOOKED = 'Thank you, your appointment is booked.';
const DATE_MESSAGE = 'Please select the date for book the appointment';
const SLOT_MESSAGE = 'Please select the time slot for book the appointment';

// The calendar re-renders on every interaction; jsdom is slow at that on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.useRealTimers();
});

function renderWidget({
  now = MORNING,
  book = vi.fn<BookFn>(async () => ({ status: 'success', message: BOOKED })),
} = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // Only the thank-you test fakes timers; user-event must then advance them itself.
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  render(
    <QueryClientProvider client={client}>
      <AppointmentBooking now={now} book={book} />
    </QueryClientProvider>,
  );
  return { user, book };
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const slotGroup = () => within(screen.getByRole('group', { name: 'Time' }));
const heading = () => screen.getByRole('heading', { level: 2 });
const field = (label: string) => screen.getByLabelText(label);

async function toDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(day(/March 20th, 2026/));
  await user.click(screen.getByRole('button', { name: '2:00 pm – 3:00 pm' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Meera Iyer');
  await user.type(field('Email address'), 'meera@example.in');
  await user.type(field('Note'), 'Bridal set');
}

describe('Appointment booking, step 1 (spec: shell §5)', () => {
  it('starts on Sunday, hides the neighbouring months and disables past days', () => {
    renderWidget();
    expect(heading().textContent).toBe('Choose a date and time');
    const grid = screen.getByRole('grid');
    expect(grid.querySelector('th')?.getAttribute('aria-label')).toBe('Sunday');
    // March 2026 starts on a Sunday and has 31 days: no February or April day is offered.
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(31);
    expect(day(/March 11th, 2026/).hasAttribute('disabled')).toBe(true);
    expect(day(/Today.*March 12th, 2026/).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: /previous month/i }).getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for the date, then for the slot, clearing each message once chosen', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(DATE_MESSAGE);
    await user.click(day(/March 20th, 2026/));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(SLOT_MESSAGE);
    await user.click(slotGroup().getByRole('button', { name: '11:00 am – 12:00 pm' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(slotGroup().getByRole('button', { name: '11:00 am – 12:00 pm' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(heading().textContent).toBe('Your details');
    expect(document.activeElement).toBe(heading());
  });

  it('lists six hourly slots, and only those not yet started for today', async () => {
    const { user } = renderWidget({ now: AFTERNOON });
    expect(slotGroup().getAllByRole('button')).toHaveLength(6);
    await user.click(day(/Today/));
    expect(
      slotGroup()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2:00 pm – 3:00 pm', '3:00 pm – 4:00 pm', '4:00 pm – 5:00 pm']);
  });

  it('drops a chosen slot that has already started on the newly chosen day', async () => {
    const { user } = renderWidget({ now: AFTERNOON });
    await user.click(day(/March 20th, 2026/));
    await user.click(slotGroup().getByRole('button', { name: '11:00 am – 12:00 pm' }));
    await user.click(day(/Today/));
    expect(slotGroup().queryByRole('button', { pressed: true })).toBeNull();
    await user.click(day(/March 21st, 2026/));
    await user.click(slotGroup().getByRole('button', { name: '3:00 pm – 4:00 pm' }));
    await user.click(day(/March 22nd, 2026/));
    expect(slotGroup().getByRole('button', { pressed: true }).textContent).toBe('3:00 pm – 4:00 pm');
  });

  it('disables today once its last slot has started', () => {
    renderWidget({ now: () => new Date('2026-03-12T16:05:00+05:30') });
    expect(day(/Today/).hasAttribute('disabled')).toBe(true);
    expect(day(/March 13th, 2026/).hasAttribute('disabled')).toBe(false);
  });
});

describe('Appointment booking, step 2 (spec: shell §4, §5, §8)', () => {
  it('marks empty fields red without text and does not call the server', async () => {
    const { user, book } = renderWidget();
    await toDetails(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The form's check settles after the click's promise (react-hook-form validates asynchronously): on a busy
    // machine the marks came a tick later than the click's await.
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    for (const label of ['Name', 'Email address', 'Note'])
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(book).not.toHaveBeenCalled();
  });

  it('says "Invalid Email Format" for a malformed e-mail, and typing clears the marks', async () => {
    const { user, book } = renderWidget();
    await toDetails(user);
    await user.type(field('Name'), 'Meera');
    await user.type(field('Email address'), 'meera@example');
    await user.type(field('Note'), 'Earrings');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Email Format');
    expect(field('Email address').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(field('Name').hasAttribute('aria-invalid')).toBe(false);
    await user.type(field('Email address'), '.in');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Email address').hasAttribute('aria-invalid')).toBe(false);
    expect(book).not.toHaveBeenCalled();
  });

  it('goes back to step 1 keeping the date, dropping the slot and the form', async () => {
    const { user } = renderWidget();
    await toDetails(user);
    await user.type(field('Name'), 'Meera');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading().textContent).toBe('Choose a date and time');
    expect(document.activeElement).toBe(heading());
    expect(day(/March 20th, 2026.*selected/)).toBeTruthy();
    expect(slotGroup().queryByRole('button', { pressed: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe(SLOT_MESSAGE);
    await user.click(slotGroup().getByRole('button', { name: '2:00 pm – 3:00 pm' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((field('Name') as HTMLInputElement).value).toBe('');
  });

  it('sends the trimmed details with the date and slot, with Confirm disabled and a loader meanwhile', async () => {
    let answer: (value: Awaited<ReturnType<BookFn>>) => void = () => undefined;
    const book = vi.fn<BookFn>(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWidget({ book });
    await toDetails(user);
    await user.type(field('Name'), '  Meera Iyer ');
    await user.type(field('Email address'), 'meera@example.in');
    await user.type(field('Note'), 'Bridal set');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(confirm.querySelector('.spinner-default')).not.toBeNull();
    expect(book.mock.calls[0]?.[0]).toEqual({
      appointment_name: 'Meera Iyer',
      appointment_email: 'meera@example.in',
      appointment_note: 'Bridal set',
      appointment_date: '2026-03-20',
      appointment_time: '14:00',
    });
    await act(async () => answer({ status: 'success', message: BOOKED }));
    expect(heading().textContent).toBe('Thank you');
    expect(document.activeElement).toBe(heading());
  });

  it("stays on step 2 with the server's message in a red alert, cleared by typing", async () => {
    const message = 'This time slot has just been booked. Please choose another one.';
    const { user } = renderWidget({ book: vi.fn<BookFn>(async () => ({ status: 'error', message })) });
    await toDetails(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(heading().textContent).toBe('Your details');
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('aria-disabled')).toBe(false);
    await user.type(field('Note'), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a plain message when the call itself fails', async () => {
    const { user } = renderWidget({ book: vi.fn<BookFn>(async () => Promise.reject(new Error('Network Error'))) });
    await toDetails(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_FAILURE);
  });
});

describe('Appointment booking, step 3 (spec: shell §4, §9)', () => {
  it('thanks the shopper with the server message, then starts over after 3 seconds', async () => {
    // Only timeouts: React's scheduler (setImmediate/MessageChannel) keeps running as in a browser.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderWidget();
    await toDetails(user);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(heading().textContent).toBe('Thank you');
    // The answer arrives after the click: focus moves in the effect that follows its render.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(screen.getByRole('status').textContent).toBe(BOOKED);
    expect(screen.getByText(/Friday, 20 March 2026/)).toBeTruthy();

    act(() => vi.advanceTimersByTime(2900));
    expect(heading().textContent).toBe('Thank you');
    act(() => vi.advanceTimersByTime(100));
    expect(heading().textContent).toBe('Choose a date and time');
    expect(document.activeElement).toBe(heading());
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull();
    expect(slotGroup().queryByRole('button', { pressed: true })).toBeNull();
  });
});

describe('failure messages', () => {
  const badRequest = (data: unknown) =>
    new AxiosError('Bad Request', '400', undefined, undefined, {
      status: 400,
      statusText: 'Bad Request',
      data,
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it("reads a 400's first field message, else the generic line", () => {
    expect(
      callFailureMessage(
        badRequest({
          status: 'error',
          message: 'Validation failed',
          errors: { appointment_date: ['Use a valid date'] },
        }),
      ),
    ).toBe('Use a valid date');
    expect(callFailureMessage(badRequest('<html>'))).toBe(GENERIC_FAILURE);
    expect(callFailureMessage(new Error('timeout'))).toBe(GENERIC_FAILURE);
  });
});

describe('the block (home_type 17)', () => {
  const fixtures = blockFixtures(fixtureJson);
  it.each(fixtures.filter((f) => f.valid).map((f) => [f.name, f.payload] as const))('parses "%s"', (_, payload) => {
    expect(parseFixture(appointmentBookingBlock, payload)).toEqual({ home_type: 17 });
  });

  it('refuses another home_type', () => {
    expect(appointmentBookingBlock.parse(withNumericHomeType({ home_type: '18' })).success).toBe(false);
  });
});
