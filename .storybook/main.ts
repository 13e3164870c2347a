import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for blocks and UI. The react-vite builder reads vite.config.ts, so the @/ @schemas/ @domain/
 * @blocks/ @fixtures/ aliases and the React plugin apply unchanged. Fixture images are served at /media
 * exactly as the server serves them, so CMS payloads render with their real URLs.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../blocks/**/*.stories.tsx', '../src/**/*.stories.tsx', '../server/payments/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // ./public holds MSW's worker script (mockServiceWorker.js, from `npx msw init .storybook/public`).
  staticDirs: ['../public', './public', { from: '../fixtures/images', to: '/media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
