/**
 * Chakra builds its default theme with these at module level; declared pure (Rolldown's
 * `treeshake.manualPureFunctions`), the recipes of components we do not use
 * (src/components/ui/theme.ts) leave the bundle. The app's build and the stack's floor
 * (scripts/bench/floor.ts) use the same list.
 */
export const chakraPureFunctions = [
  'defineConfig',
  'defineRecipe',
  'defineSlotRecipe',
  'defineTokens',
  'defineSemanticTokens',
  'defineKeyframes',
  'defineTextStyles',
  'defineLayerStyles',
  'defineAnimationStyles',
  'defineGlobalStyles',
  'mergeConfigs',
  'createSystem',
];
