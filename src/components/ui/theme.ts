import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// One brand colour, olive like the oil, on Chakra's neutral greys. Status colours are semantic
// tokens so that a status has the same colour on every screen (PENDING orange, PLANNED amber).
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
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
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
        amber: {
          solid: { value: '{colors.amber.500}' },
          contrast: { value: '{colors.amber.950}' },
          fg: { value: { _light: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
          muted: { value: { _light: '{colors.amber.100}', _dark: '{colors.amber.900}' } },
          subtle: { value: { _light: '{colors.amber.50}', _dark: '{colors.amber.950}' } },
          emphasized: { value: { _light: '{colors.amber.200}', _dark: '{colors.amber.800}' } },
          focusRing: { value: '{colors.amber.500}' },
          border: { value: { _light: '{colors.amber.300}', _dark: '{colors.amber.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
