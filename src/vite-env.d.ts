interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

/** Chakra's global CSS with our theme, built by scripts/lib/chakra-global-css.ts. */
declare module 'virtual:chakra-global.css';
