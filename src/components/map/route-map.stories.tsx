import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import RouteMap from './route-map';

const depot = { name: 'Dépôt relais La Marsa', lat: 36.8685, lng: 10.301 };
const stops = [
  { number: 1, name: 'Cantine du lycée de Carthage', lat: 36.8529, lng: 10.3233 },
  { number: 2, name: 'Restaurant Le Kram', lat: 36.8333, lng: 10.3167 },
  { number: 3, name: 'Café des Délices', lat: 36.87, lng: 10.341 },
  { number: 4, name: 'Hôtel La Marsa Plage', lat: 36.889, lng: 10.327 },
];

const meta = {
  title: 'Components/Map/RouteMap',
  component: RouteMap,
  args: { depot, stops, label: 'Carte de la tournée', height: '80' },
} satisfies Meta<typeof RouteMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = (root: HTMLElement) => ({
  depot: root.querySelectorAll('[data-depot]'),
  stops: [...root.querySelectorAll('[data-stop-number]')].map((m) => m.textContent),
  lines: root.querySelectorAll('.leaflet-overlay-pane path'),
});

/** No tile server configured: the depot, the numbered stops and the route on a plain grid. */
export const WithoutTiles: Story = {
  args: { tileUrl: '' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(markers(canvasElement).stops).toEqual(['1', '2', '3', '4']));
    await expect(markers(canvasElement).depot).toHaveLength(1);
    // Out through every stop, and back (dashed) to the depot.
    await expect(markers(canvasElement).lines).toHaveLength(2);
  },
};

/**
 * A tile server that cannot be reached (no network): the tiles fail and go, the route still
 * shows on the plain background and nothing breaks.
 */
export const TilesUnreachable: Story = {
  args: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(markers(canvasElement).stops).toHaveLength(4));
    await expect(markers(canvasElement).depot).toHaveLength(1);
    await expect(markers(canvasElement).lines).toHaveLength(2);
    // The first failure removes the tiles: a plain map, no broken-image icons, no more requests.
    await waitFor(
      async () => {
        await expect(canvasElement.querySelector('[data-tiles="unavailable"]')).not.toBeNull();
        await expect(canvasElement.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
      },
      { timeout: 5000 },
    );
    // With tiles the map can be panned and zoomed: a region, not a picture.
    await expect(canvasElement.querySelector('[role="region"]')).not.toBeNull();
  },
};

/** A depot and nothing to visit yet. */
export const DepotOnly: Story = {
  args: { stops: [], tileUrl: '' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(markers(canvasElement).depot).toHaveLength(1));
    await expect(markers(canvasElement).lines).toHaveLength(0);
  },
};

/** Nothing chosen: the whole country, empty. */
export const Empty: Story = {
  args: { depot: undefined, stops: [], tileUrl: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[role="img"]')).not.toBeNull();
    await expect(markers(canvasElement).stops).toHaveLength(0);
  },
};
