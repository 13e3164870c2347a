import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { PageJsonPlayground, PREVIEW_DEBOUNCE_MS } from './page-json-playground';

/**
 * Editors paste or edit a whole page's JSON (a list of sections, a dashboard or pagecontent response, or
 * `{ browser, mobile }`) and see it on a desktop and a phone at once, with every problem by path. Block
 * data comes from the fixtures through MSW, as in every story.
 */
const meta = {
  title: 'Editor/Page JSON playground',
  component: PageJsonPlayground,
  parameters: {
    layout: 'fullscreen',
    // The previews are frames that axe would wait for in vain (it is not loaded inside them); every
    // block they show is checked in its own stories. The playground's own controls are checked.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof PageJsonPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page as the dashboard call sends it: no problems. */
export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Detected: A dashboard response (browser and mobile sets)',
    );
    await expect(canvas.getByRole('heading', { name: 'No validation problems' })).toBeVisible();
    await expect(canvas.getByTitle('Mobile preview, 390 px wide')).toBeVisible();
  },
};

/** Each kind of mistake: every problem listed by path, an error card in each failing block's place. */
export const BrokenPage: Story = {
  args: { initialExampleId: 'broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /validation problems$/ })).toBeVisible();
    const list = canvas.getByRole('list');
    await expect(list).toHaveTextContent('sections[1].columns[0].details[0].home_image');
    await expect(list).toHaveTextContent('sections[1].columns[1].details[1].home_type: Unknown block type 99');
    await expect(list).toHaveTextContent('sections[3]');
    // The error cards render inside the frames.
    const frame = canvas.getByTitle('Desktop preview, 1280 px wide') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.querySelectorAll('[role="alert"]').length).toBeGreaterThan(2));
  },
};

/** A missing comma: the error is placed by line and column, and the caret can be put there. */
export const JsonSyntaxError: Story = {
  args: { initialExampleId: 'broken-json' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      "JSON syntax error at line 13, column 3: Expected ',' or ']'",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show in the JSON' }));
    const textarea = canvas.getByLabelText('Page JSON') as HTMLTextAreaElement;
    await expect(textarea).toHaveFocus();
    await expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('{');
  },
};

/** Editing the JSON re-renders after a pause; the select then says the page is an edited one. */
export const EditingTheJson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('Page JSON');
    fireEvent.change(textarea, {
      target: { value: '[{"has_many_home_inner":[{"has_many_home_details":[{"home_type":5}]}]}]' },
    });
    await expect(canvas.getByLabelText('Example page')).toHaveDisplayValue('Edited page');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Detected: A list of sections'), {
      timeout: PREVIEW_DEBOUNCE_MS * 10,
    });
    await expect(canvas.getByRole('list')).toHaveTextContent('sections[0].columns[0].details[0].home_image');
  },
};
