import { Badge, Box, Code, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getSystem } from './theme';

const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

// PENDING orange and PLANNED amber on every screen (docs/decisions/0017-look-and-feel.md). The
// hue ranges let the test tell orange from amber, the pair people confuse first.
const statusPalettes = [
  { status: 'PENDING', palette: 'orange', hues: [15, 32] },
  { status: 'PLANNED', palette: 'amber', hues: [32, 50] },
  { status: 'COLLECTED', palette: 'green', hues: [90, 170] },
  { status: 'ANOMALY', palette: 'red', hues: [-15, 10] },
] as const;

const tokenValue = (path: string) => String(getSystem().token(path));

// Browsers report computed colours as rgb(); the theme writes hex.
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Hue in degrees, from -180 to 180 so that reds on both sides of 0 stay one range. */
const hueOf = (computed: string) => {
  const [r = 0, g = 0, b = 0] = (computed.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const hue = (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI;
  return Math.round(hue);
};

function BrandPalette() {
  return (
    <Stack gap="3">
      <Heading size="md">brand</Heading>
      <Grid templateColumns="repeat(auto-fill, minmax(88px, 1fr))" gap="3" maxW="4xl">
        {shades.map((shade) => (
          <Stack key={shade} gap="1" data-testid={`brand.${shade}`}>
            <Box h="12" rounded="md" borderWidth="1px" bg={`brand.${shade}`} />
            <Text textStyle="sm" fontWeight="medium">
              brand.{shade}
            </Text>
            <Code size="sm" w="fit-content">
              {tokenValue(`colors.brand.${shade}`)}
            </Code>
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
}

function StatusColours() {
  return (
    <Stack gap="3" maxW="md">
      <Heading size="md">Status</Heading>
      {statusPalettes.map(({ status, palette }) => (
        <Flex key={status} align="center" gap="3" data-testid={status}>
          <Box boxSize="6" rounded="full" bg={`${palette}.solid`} flexShrink={0} />
          <Badge colorPalette={palette} variant="subtle" size="md" minW="28">
            {status}
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            {palette}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand colour, olive like the oil, from its lightest to its darkest shade. */
export const Brand: Story = {
  render: () => <BrandPalette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const shade of shades) {
      const swatch = canvas.getByTestId(`brand.${shade}`);
      const hex = tokenValue(`colors.brand.${shade}`);
      await expect(within(swatch).getByText(`brand.${shade}`)).toBeVisible();
      await expect(within(swatch).getByText(hex)).toBeVisible();
      await expect(getComputedStyle(swatch.firstElementChild!).backgroundColor).toBe(rgb(hex));
    }
  },
};

/** One palette per collection status, the same on every screen. */
export const Status: Story = {
  render: () => <StatusColours />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { status, palette, hues } of statusPalettes) {
      const row = canvas.getByTestId(status);
      await expect(within(row).getByText(status)).toBeVisible();
      await expect(within(row).getByText(palette)).toBeVisible();
      const hue = hueOf(getComputedStyle(row.firstElementChild!).backgroundColor);
      await expect(hue).toBeGreaterThanOrEqual(hues[0]);
      await expect(hue).toBeLessThan(hues[1]);
    }
  },
};
