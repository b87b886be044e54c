import L from 'leaflet';

// A failed tile shows nothing instead of a broken-image icon: the markers and the line stay.
const blankTile = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Adds the tile layer to `map`. When the server cannot be reached (offline, blocked) the first
 * tile fails before any loaded: the layer is removed, which cancels the other requests and
 * stops new ones on pan and zoom, and the container is marked `data-tiles="unavailable"`: the
 * map stays a plain background with its markers.
 */
export function addTiles(map: L.Map, url: string, attribution: string | undefined) {
  let loaded = false;
  const layer = L.tileLayer(url, { maxZoom: 19, errorTileUrl: blankTile, attribution });
  layer.on('tileload', () => {
    loaded = true;
  });
  layer.on('tileerror', () => {
    if (loaded || !map.hasLayer(layer)) return;
    map.removeLayer(layer);
    map.getContainer().dataset.tiles = 'unavailable';
  });
  layer.addTo(map);
  return layer;
}
