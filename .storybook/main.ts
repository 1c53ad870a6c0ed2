// Storybook for the UI kit and, later, the apps' screen stories: both languages, a11y
// checks that fail on violations, and every story run as a test by @storybook/addon-vitest.
import type { StorybookConfig } from '@storybook/react-vite';
import { flagImages } from '../scripts/flag-images.js';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The phone field's flag images, served as the POS build serves them.
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), flagImages()] }),
};

export default config;
