interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /**
   * Map tiles, e.g. `https://tiles.example.org/{z}/{x}/{y}.png`; unset: OpenStreetMap's;
   * `none`: no tiles at all.
   */
  readonly VITE_MAP_TILE_URL?: string;
  /** The credit (HTML) shown with tiles from another server than OpenStreetMap's. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
