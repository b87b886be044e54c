interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  /** Map tiles, e.g. `https://tiles.example.org/{z}/{x}/{y}.png`; none means no tiles at all. */
  readonly VITE_MAP_TILE_URL?: string;
}
