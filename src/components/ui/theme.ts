import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { statusBadgeCss } from './status-badge';

/**
 * Chakra's theme with the recipes of the components we use only: the full set (76 recipes)
 * weighs on every first load. A component added to the product adds its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * A palette's semantic tokens, as Chakra's own palettes have them: the same shades for every
 * colour (dark mode mirrored) but the solid one, the text on it and the light mode's text colour.
 */
const paletteTokens = (name: string, own: { solid: number; contrast: string; fg: number }) => {
  const shade = (n: number) => `{colors.${name}.${n}}`;
  const modes = (light: number, dark: number) => ({
    value: { _light: shade(light), _dark: shade(dark) },
  });
  return {
    solid: { value: shade(own.solid) },
    contrast: { value: own.contrast },
    fg: modes(own.fg, 300),
    muted: modes(100, 900),
    subtle: modes(50, 950),
    emphasized: modes(200, 800),
    focusRing: { value: shade(500) },
    border: modes(300, 700),
  };
};

// One brand colour, olive like the oil, on Chakra's neutral greys. Status colours are semantic
// tokens so that a status has the same colour on every screen (PENDING orange, PLANNED amber).
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    ...statusBadgeCss,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
        body: { value: "'Inter Variable', system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#f6f7ee' },
          100: { value: '#eaedd5' },
          200: { value: '#d5dcab' },
          300: { value: '#bac678' },
          400: { value: '#9fae4c' },
          500: { value: '#839332' },
          600: { value: '#667426' },
          700: { value: '#4f5a21' },
          800: { value: '#41491f' },
          900: { value: '#383f1e' },
          950: { value: '#1c220c' },
        },
        amber: {
          50: { value: '#fffbeb' },
          100: { value: '#fef3c7' },
          200: { value: '#fde68a' },
          300: { value: '#fcd34d' },
          400: { value: '#fbbf24' },
          500: { value: '#f59e0b' },
          600: { value: '#d97706' },
          700: { value: '#b45309' },
          800: { value: '#92400e' },
          900: { value: '#78350f' },
          950: { value: '#451a03' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's defaults (the 500 shades) miss the 4.5:1 contrast for small text on white.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: paletteTokens('brand', { solid: 600, contrast: 'white', fg: 700 }),
        amber: paletteTokens('amber', { solid: 500, contrast: '{colors.amber.950}', fg: 800 }),
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * Chakra's system with our theme, built once when first asked for rather than when the app's
 * code is evaluated (50–80 ms): main.tsx asks once the first visit's requests and the router's
 * loading of the screen are under way.
 */
export const getSystem = (): SystemContext =>
  (system ??= createSystem(defaultBaseConfig, chakraTheme, config));
