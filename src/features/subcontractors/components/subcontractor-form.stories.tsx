import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { ecoHuileTunis } from '../mocks/subcontractor-fixtures';
import { createSubcontractorStore, subcontractorHandlers } from '../mocks/subcontractor-handlers';
import { SubcontractorForm } from './subcontractor-form';
import { SubcontractorNewScreen } from './subcontractor-new-screen';
import { inDataRouter, subcontractorText, withUser } from './story-helpers';
import { commonText } from '@/components/storybook/story-helpers';

const meta = {
  title: 'Screens/Subcontractors/Form',
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: subcontractorHandlers(createSubcontractorStore()) },
    path: '/main/subcontractors/new',
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const edit = () => (
  <SubcontractorForm
    subcontractor={ecoHuileTunis}
    onSaved={() => undefined}
    onCancel={() => undefined}
    onReload={() => Promise.resolve(ecoHuileTunis)}
  />
);
// A label is its text, then the required indicator that screen readers skip.
const labelled = (text: string) =>
  new RegExp(`^${text.replace(/[()/]/g, (c) => `\\${c}`)}\\s*\\*?$`);
const input = (root: HTMLElement, text: string) => within(root).getByLabelText(labelled(text));

/** A new company: four groups, the relay depot waiting for a zone, no vehicle yet. */
export const Empty: Story = {
  render: () => <SubcontractorNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    for (const section of ['account', 'company', 'area', 'capacities'] as const) {
      await expect(canvas.getByRole('region', { name: text.sections[section] })).toBeVisible();
    }
    await expect(
      canvas.getByRole('combobox', { name: labelled(text.fields.relayDepot) }),
    ).toBeDisabled();
    await expect(canvas.getByText(text.fields.relayDepotNeedsZone)).toBeVisible();
    await expect(canvas.getByText(text.fields.noVehicles)).toBeVisible();
  },
};

/** Sent empty: every required field says so, the e-mail asks for an e-mail or a phone. */
export const SubmittedEmpty: Story = {
  render: () => <SubcontractorNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    await expect(
      await canvas.findByText(
        /Au moins un e-mail ou un numéro de téléphone est requis|At least one of email or phone number is required/,
      ),
    ).toBeVisible();
    await expect(
      canvas.getAllByText(/Ce champ est obligatoire|This field is required/).length,
    ).toBeGreaterThan(6);
  },
};

/** Editing EcoHuile: every field filled in, its three vehicles listed. */
export const Filled: Story = {
  parameters: { path: `/main/subcontractors/${ecoHuileTunis.id}` },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await expect(input(canvasElement, text.fields.companyName)).toHaveValue('EcoHuile Tunis SARL');
    await expect(input(canvasElement, text.fields.contractStartDate)).toHaveValue('2026-01-01');
    await expect(canvas.getByRole('combobox', { name: labelled(text.fields.zone) })).toHaveValue(
      'Grand Tunis',
    );
    await expect(
      await canvas.findByRole('combobox', { name: labelled(text.fields.relayDepot) }),
    ).toHaveValue('Dépôt relais La Marsa · DR-TUN-01');
    await expect(
      input(canvasElement, text.fields.vehicleCapacity.replace('{{n}}', '3')),
    ).toHaveValue('1500');
  },
};

/** The spec's rule: four capacities for a fleet of three, said on the list in French. */
export const VehiclesOverFleet: Story = {
  parameters: { path: `/main/subcontractors/${ecoHuileTunis.id}` },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: text.fields.addVehicle }));
    await userEvent.type(
      input(canvasElement, text.fields.vehicleCapacity.replace('{{n}}', '4')),
      '2000',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.vehicleCapacities),
    ).toBeVisible();
  },
};

/** The server refuses: its message above the buttons and on the field, the input kept. */
export const ServerError: Story = {
  parameters: {
    path: `/main/subcontractors/${ecoHuileTunis.id}`,
    msw: {
      handlers: [
        http.patch('*/subcontractors/:id', () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', 'Cet e-mail est déjà utilisé'),
              details: {
                issues: [
                  { code: 'custom', message: 'Cet e-mail est déjà utilisé', path: ['email'] },
                ],
              },
            },
            { status: 400 },
          ),
        ),
        ...subcontractorHandlers(createSubcontractorStore()),
      ],
    },
  },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    const email = input(canvasElement, text.fields.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'contact@ecohuile.tn');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(commonText(globals.locale).errors.saveFailed),
    ).toBeVisible();
    await expect(canvas.getAllByText('Cet e-mail est déjà utilisé')).toHaveLength(2);
    await expect(email).toHaveValue('contact@ecohuile.tn');
  },
};

/** Someone saved first (412): the input stays, the latest version is one click away. */
export const ChangedMeanwhile: Story = {
  parameters: {
    path: `/main/subcontractors/${ecoHuileTunis.id}`,
    msw: {
      handlers: [
        http.patch('*/subcontractors/:id', () =>
          HttpResponse.json(
            errorBody(412, '412:PRECONDITION_FAILED', 'Le sous-traitant a été modifié entre-temps'),
            { status: 412 },
          ),
        ),
        ...subcontractorHandlers(createSubcontractorStore()),
      ],
    },
  },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = subcontractorText(globals.locale);
    await userEvent.type(input(canvasElement, text.fields.companyName), ' Nord');
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(text.form.conflictTitle)).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: commonText(globals.locale).actions.reload }),
    ).toBeVisible();
    await expect(input(canvasElement, text.fields.companyName)).toHaveValue(
      'EcoHuile Tunis SARL Nord',
    );
  },
};

/** The English interface: the spec's own words for the e-mail or phone rule. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <SubcontractorNewScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement, 'Collection capacity (L/month)'), '0');
    await userEvent.type(input(canvasElement, 'Fleet size'), '1.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the subcontractor' }));
    await waitFor(() =>
      expect(canvas.getByText('At least one of email or phone number is required')).toBeVisible(),
    );
    await expect(canvas.getByText('The collection capacity must be greater than 0')).toBeVisible();
    await expect(canvas.getByText('The fleet size must be a whole number')).toBeVisible();
  },
};
