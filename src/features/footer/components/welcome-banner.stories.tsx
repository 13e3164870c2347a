import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { footer } from '@fixtures/index';
import { WelcomeBanner } from './welcome-banner';

const footerResponse = { status: 'success', footerIdData: footer };

const meta = {
  title: 'Footer/WelcomeBanner',
  component: WelcomeBanner,
  args: { onSignUp: fn() },
  parameters: { layout: 'fullscreen', queryData: [[['content', 'footer'], footerResponse]] },
} satisfies Meta<typeof WelcomeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** footer_desc6 from the back office. */
export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };

/** Without footer_desc6 the shop's own invitation shows. */
export const WithoutCmsText: Story = {
  parameters: {
    queryData: [[['content', 'footer'], { ...footerResponse, footerIdData: { ...footer, footer_desc6: '' } }]],
  },
};

export const Loading: Story = { parameters: { queryData: [], queryLoading: [['content', 'footer']] } };

/** Hidden on the cart and account pages (spec: shell §2 Footer): this story renders nothing. */
export const HiddenOnCart: Story = { parameters: { route: '/cart' } };
