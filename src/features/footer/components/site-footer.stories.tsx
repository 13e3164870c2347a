import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { footer, settings } from '@fixtures/index';
import { SiteFooter } from './site-footer';
import { SiteFooterView } from './site-footer-view';

const footerResponse = { status: 'success', footerIdData: footer };
const settingsResponse = { status: 'success', sitesettings: settings, setting_image_path: '' };
const noSocial = {
  ...settings,
  instagram_url: '',
  facebook_url: '',
  linkedin_url: '',
  twitter_url: '',
  youtube_url: '',
  admin_whatsapp_no: '',
};

const meta = {
  title: 'Footer/SiteFooter',
  component: SiteFooter,
  args: { onSignUp: fn() },
  parameters: {
    layout: 'fullscreen',
    queryData: [
      [['content', 'footer'], footerResponse],
      [['content', 'settings'], settingsResponse],
    ],
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

/** ≤ 768 px: the columns become an accordion with an extra Contact Us item (spec: shell §2 Footer). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  render: (args) => (
    <SiteFooterView
      footer={footer}
      settings={settings}
      loading={false}
      isMobile
      showSignUp={false}
      onSignUp={args.onSignUp}
    />
  ),
};

/** The 4 placeholder columns while the footer loads (spec: shell §4 skeletons). */
export const Loading: Story = {
  parameters: {
    queryData: [[['content', 'settings'], settingsResponse]],
    queryLoading: [['content', 'footer']],
  },
};

/** A failed footer load ends loading silently: contact block and social links remain (spec: shell §8). */
export const FooterLoadFailed: Story = {
  parameters: {
    queryData: [[['content', 'settings'], settingsResponse]],
    queryError: [['content', 'footer']],
  },
};

/** No social URL configured: no icons; no WhatsApp number: the chat link goes to /contact-us. */
export const NoSocialLinks: Story = {
  parameters: {
    queryData: [
      [['content', 'footer'], footerResponse],
      [['content', 'settings'], { ...settingsResponse, sitesettings: noSocial }],
    ],
  },
};

/** On pages without the welcome banner (cart, account) the footer offers the newsletter itself. */
export const OnCartPage: Story = { parameters: { route: '/cart' } };
