import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: {
    name: '@storybook/web-components-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // public/ holds MSW's worker, served at /mockServiceWorker.js.
  staticDirs: ['../public'],
  // Telemetry waits on a network this project never needs.
  core: { disableTelemetry: true },
  viteFinal: (config) => ({
    ...config,
    // The preview bundles the mock platform and axe: big on purpose, and gzip sizes are not needed.
    build: { ...config.build, chunkSizeWarningLimit: 2000, reportCompressedSize: false },
  }),
};

export default config;
