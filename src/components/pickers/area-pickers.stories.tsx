import { SimpleGrid, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delegations, governorates, regions, zones, areaHandlers } from './mocks/area-fixtures';
import {
  GovernorateDelegationPicker,
  type GovernorateDelegationValue,
} from './governorate-delegation-picker';
import { RegionZonePicker, type RegionZoneValue } from './region-zone-picker';

const texts = {
  fr: {
    region: 'Région',
    zone: 'Zone',
    governorate: 'Gouvernorat',
    delegation: 'Délégation',
    clear: 'Effacer',
  },
  en: {
    region: 'Region',
    zone: 'Zone',
    governorate: 'Governorate',
    delegation: 'Delegation',
    clear: 'Clear',
  },
};
const textsFor = (locale: unknown) => (locale === 'en' ? texts.en : texts.fr);

function RegionZoneHarness({ initial, locale }: { initial: RegionZoneValue; locale?: string }) {
  const [value, setValue] = useState(initial);
  const label = textsFor(locale);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        <RegionZonePicker value={value} onChange={setValue} labels={label} />
      </SimpleGrid>
      <Text mt="4" fontSize="sm" color="fg.muted" data-testid="value">
        {JSON.stringify(value)}
      </Text>
    </>
  );
}

function GovernorateDelegationHarness(props: {
  initial: GovernorateDelegationValue;
  locale?: string;
  error?: string;
}) {
  const [value, setValue] = useState(props.initial);
  const label = textsFor(props.locale);
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        <GovernorateDelegationPicker
          value={value}
          onChange={(next) => setValue(next)}
          labels={label}
          errors={{ delegation: props.error }}
          required
        />
      </SimpleGrid>
      <Text mt="4" fontSize="sm" color="fg.muted" data-testid="value">
        {JSON.stringify(value)}
      </Text>
    </>
  );
}

const meta = {
  title: 'Form/AreaPickers',
  parameters: { msw: { handlers: areaHandlers() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement) =>
  JSON.parse(within(canvasElement).getByTestId('value').textContent ?? '{}') as Record<
    string,
    string
  >;

/** Region first: the zones offered are that region's, and a zone fills the filter. */
export const RegionThenZone: Story = {
  render: (_, { globals }) => <RegionZoneHarness initial={{}} locale={globals.locale as string} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const text = textsFor(globals.locale);
    await userEvent.click(canvas.getByRole('combobox', { name: text.region }));
    await userEvent.click(await page.findByRole('option', { name: 'Sud' }));
    await userEvent.click(canvas.getByRole('combobox', { name: text.zone }));
    // The list opens with an animation: wait until the zone is really shown.
    await waitFor(() => expect(page.getByRole('option', { name: 'Sfax' })).toBeVisible());
    await expect(page.queryByRole('option', { name: 'Grand Tunis' })).toBeNull();
    await userEvent.click(page.getByRole('option', { name: 'Sfax' }));
    await waitFor(() =>
      expect(valueOf(canvasElement)).toEqual({ regionId: regions[1]!.id, zoneId: zones.sfax.id }),
    );
  },
};

/** Typing searches the server: only the matching names are offered. */
export const SearchByName: Story = {
  render: (_, { globals }) => (
    <GovernorateDelegationHarness initial={{}} locale={globals.locale as string} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const input = canvas.getByRole('combobox', {
      name: new RegExp(textsFor(globals.locale).delegation),
    });
    await userEvent.type(input, 'mam');
    await expect(await page.findByRole('option', { name: 'Hammamet' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('option', { name: 'La Marsa' })).toBeNull());
    await userEvent.click(page.getByRole('option', { name: 'Hammamet' }));
    // The delegation brings its governorate with it.
    await waitFor(() =>
      expect(valueOf(canvasElement)).toEqual({
        governorateId: governorates.nabeul.id,
        delegationId: delegations.hammamet.id,
      }),
    );
    await expect(input).toHaveValue('Hammamet');
  },
};

/** A record's choices, shown by name once the lists answer. */
export const Prefilled: Story = {
  render: (_, { globals }) => (
    <GovernorateDelegationHarness
      initial={{ governorateId: governorates.tunis.id, delegationId: delegations.carthage.id }}
      locale={globals.locale as string}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textsFor(globals.locale);
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: text.governorate })).toHaveValue('Tunis'),
    );
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: new RegExp(text.delegation) })).toHaveValue(
        'Carthage',
      ),
    );
  },
};

/** A required delegation left empty: the form's message under the field. */
export const WithError: Story = {
  render: (_, { globals }) => (
    <GovernorateDelegationHarness
      initial={{}}
      locale={globals.locale as string}
      error={globals.locale === 'en' ? 'Choose a delegation' : 'Choisissez une délégation'}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const message = globals.locale === 'en' ? 'Choose a delegation' : 'Choisissez une délégation';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(textsFor(globals.locale).delegation) }),
    ).toHaveAttribute('aria-invalid', 'true');
  },
};
