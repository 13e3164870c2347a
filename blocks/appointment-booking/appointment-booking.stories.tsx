import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import fixtures from '@fixtures/blocks/appointment-booking.json';
import { fixtureStory, renderedFromFixture } from '../../tests/support/block-stories';
import type { BookFn } from '@/data/appointments/book-appointment';
import { AppointmentBooking } from './appointment-booking';

/**
 * One story per entry of fixtures/blocks/appointment-booking.json (through the renderer), then each
 * step and state of the widget on a pinned clock — Thursday 12 March 2026, 10:30 in India — with a
 * stand-in for the server, reached by play functions as a shopper would.
 */
const meta = {
  title: 'Blocks/Appointment booking',
  render: renderedFromFixture,
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BookingWidget: Story = { ...fixtureStory(fixtures, 'Booking widget'), name: 'Booking widget' };
export const HomeTypeAsAString: Story = {
  ...fixtureStory(fixtures, 'home_type as a string'),
  name: 'home_type as a string',
};
export const ExtraBackOfficeFieldsAreIgnored: Story = {
  ...fixtureStory(fixtures, 'Extra back-office fields are ignored'),
  name: 'Extra back-office fields are ignored',
};
export const InvalidBlockSentAsAList: Story = {
  ...fixtureStory(fixtures, 'Invalid: block sent as a list'),
  name: 'Invalid: block sent as a list',
};
export const InvalidMissingHomeType: Story = {
  ...fixtureStory(fixtures, 'Invalid: missing home_type'),
  name: 'Invalid: missing home_type',
};

// ---- Steps and states, on a pinned clock ----

const MORNING = () => new Date('2026-03-12T10:30:00+05:30');
const AFTERNOON = () => new Date('2026-03-12T13:20:00+05:30');
const booked: BookFn = async () => ({
  status: 'success',
  message: 'Thank you, your appointment is booked. We have sent the details to your email.',
});

const widget = (now: () => Date, book: BookFn = booked): Pick<Story, 'render'> => ({
  render: () => <AppointmentBooking now={now} book={book} />,
});

const chooseDay = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));
const chooseSlot = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

async function toDetails() {
  await chooseDay(/March 20th, 2026/);
  await chooseSlot('2:00 pm – 3:00 pm');
  await next();
  await screen.findByRole('heading', { name: 'Your details' });
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText('Name'), 'Meera Iyer');
  await userEvent.type(screen.getByLabelText('Email address'), 'meera@example.in');
  await userEvent.type(screen.getByLabelText('Note'), 'A kundan set for my sister’s wedding.');
}

const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

/** Step 1 as it opens: today marked, past days disabled, every slot of a day listed. */
export const ChooseDateAndTime: Story = { ...widget(MORNING), name: 'Step 1: choose date and time' };

/** In the afternoon, today offers only the slots that have not started (shell §5). */
export const TodayAfternoon: Story = {
  ...widget(AFTERNOON),
  name: 'Step 1: today in the afternoon',
  play: async () => {
    await chooseDay(/Today/);
    await expect(within(screen.getByRole('group')).getAllByRole('button')).toHaveLength(3);
  },
};

export const DateChosen: Story = {
  ...widget(MORNING),
  name: 'Step 1: date chosen',
  play: () => chooseDay(/March 20th, 2026/),
};

export const SlotChosen: Story = {
  ...widget(MORNING),
  name: 'Step 1: slot chosen',
  play: async () => {
    await chooseDay(/March 20th, 2026/);
    await chooseSlot('2:00 pm – 3:00 pm');
    await expect(screen.getByRole('button', { name: '2:00 pm – 3:00 pm' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ContinueWithoutDate: Story = {
  ...widget(MORNING),
  name: 'Step 1: continue without a date',
  play: async () => {
    await next();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please select the date for book the appointment');
  },
};

export const ContinueWithoutSlot: Story = {
  ...widget(MORNING),
  name: 'Step 1: continue without a slot',
  play: async () => {
    await chooseDay(/March 20th, 2026/);
    await next();
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select the time slot for book the appointment',
    );
  },
};

export const Details: Story = { ...widget(MORNING), name: 'Step 2: details', play: toDetails };

/** Empty fields turn red without text; a malformed e-mail reads "Invalid Email Format" (shell §5). */
export const ValidationErrors: Story = {
  ...widget(MORNING),
  name: 'Step 2: validation errors',
  play: async () => {
    await toDetails();
    await userEvent.type(screen.getByLabelText('Email address'), 'meera@example');
    await confirm();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email Format');
    await expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Confirm is disabled with a loader while the call runs (shell §4). */
export const Submitting: Story = {
  ...widget(MORNING, () => new Promise(() => undefined)),
  name: 'Step 2: submitting',
  play: async () => {
    await toDetails();
    await fillDetails();
    await confirm();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A refusal stays on step 2 with the server's message in a red alert (shell §8). */
export const ServerError: Story = {
  ...widget(MORNING, async () => ({
    status: 'error',
    message: 'This time slot has just been booked. Please choose another one.',
  })),
  name: 'Step 2: server error',
  play: async () => {
    await toDetails();
    await fillDetails();
    await confirm();
    await expect(await screen.findByRole('alert')).toHaveTextContent('This time slot has just been booked');
  },
};

/**
 * The thank-you step, which returns to step 1 after 3 seconds (shell §4, §9). The visual check stops the page's
 * timers once the play has ended, so its screenshot is the thank-you however long the page takes to settle.
 */
export const ThankYou: Story = {
  ...widget(MORNING),
  name: 'Step 3: thank you',
  parameters: { visual: { holdTimers: true } },
  play: async () => {
    await toDetails();
    await fillDetails();
    await confirm();
    await expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...widget(MORNING),
  name: 'Step 1 on a phone',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
