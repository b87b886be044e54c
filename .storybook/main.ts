import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  // public/ holds mockServiceWorker.js, which MSW registers from the site root.
  staticDirs: ['../public'],
  // These machines reach no network but the npm registry: telemetry and the news feed would
  // only time out.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories render maps without tiles, as the server writes it into the page for
  // MAP_TILE_URL=none: the suite does not depend on a tile server.
  previewHead: (head) => `${head}<meta name="map-tiles" content='{"url":null}' />`,
};

export default config;
