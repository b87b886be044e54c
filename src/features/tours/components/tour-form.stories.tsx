import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorBody } from '@mocks/fixtures';
import { tourHolders, tours } from '../mocks/tour-fixtures';
import { createTourStore, tourHandlers } from '../mocks/tour-handlers';
import { fill, commonText } from '@/components/storybook/story-helpers';
import { inDataRouter, tourText, withUser } from './story-helpers';
import { TourForm } from './tour-form';
import { TourNewScreen } from './tour-new-screen';

const meta = {
  title: 'Screens/Tours/Form',
  decorators: [withUser, inDataRouter],
  parameters: {
    msw: { handlers: tourHandlers(createTourStore()) },
    path: '/main/routing/new',
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const h = tourHolders;
type Text = ReturnType<typeof tourText>;

const edit = () => (
  <TourForm
    tour={tours.marsa}
    onSaved={() => undefined}
    onCancel={() => undefined}
    onReload={() => Promise.resolve(tours.marsa)}
  />
);

// A label is its text, then the required indicator that screen readers skip.
const labelled = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

async function pick(root: HTMLElement, label: string, option: string) {
  await userEvent.click(within(root).getByRole('combobox', { name: labelled(label) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Grand Tunis, its La Marsa depot and EcoHuile Tunis; then `holders`, in that order. */
async function build(root: HTMLElement, text: Text, holders: string[] = []) {
  await pick(root, text.fields.zone, 'Grand Tunis');
  await pick(root, text.fields.relayDepot, 'Dépôt relais La Marsa');
  await pick(root, text.fields.subcontractor, 'EcoHuile Tunis');
  await userEvent.type(
    within(root).getByLabelText(labelled(text.fields.plannedDate)),
    '2026-12-01',
  );
  for (const name of holders) {
    await userEvent.click(
      await within(root).findByRole('button', { name: fill(text.holders.addLabel, { name }) }),
    );
  }
}

const stopNames = (root: HTMLElement, text: Text) =>
  within(within(root).getByRole('list', { name: text.stops.list }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

const mapMarkers = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-stop-number]')].map((m) => m.textContent);

/** A new tour: a zone first; the zone's lists wait for it, and so does the map's route. */
export const Empty: Story = {
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(canvas.getByRole('combobox', { name: labelled(text.fields.zone) })).toBeEnabled();
    await expect(
      canvas.getByRole('combobox', { name: labelled(text.fields.relayDepot) }),
    ).toBeDisabled();
    await expect(canvas.getByText(text.holders.chooseZone)).toBeVisible();
    await expect(canvas.getByText(text.stops.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.stops.suggest })).toBeDisabled();
    await expect(canvas.getByText(text.fields.driverAfterCreate)).toBeVisible();
  },
};

/** Three holders of Grand Tunis in order, numbered the same in the list and on the map. */
export const Filled: Story = {
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const text = tourText(globals.locale);
    await build(canvasElement, text, [h.kram.name, h.darElJeld.name, h.carthage.name]);
    await expect(stopNames(canvasElement, text)).toEqual([
      h.kram.name,
      h.darElJeld.name,
      h.carthage.name,
    ]);
    await waitFor(() => expect(mapMarkers(canvasElement)).toEqual(['1', '2', '3']));
    await expect(canvasElement.querySelectorAll('[data-depot]')).toHaveLength(1);
  },
};

/** The spec's rule: at least one holder, said above the stops; nothing is sent. */
export const AtLeastOneHolder: Story = {
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await build(canvasElement, text);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    await expect(
      await canvas.findByText(commonText(globals.locale).validation.atLeastOneHolder),
    ).toBeVisible();
  },
};

/** The "suggest order" action: nearest neighbour from the depot; no coordinates go last. */
export const SuggestedOrder: Story = {
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await build(canvasElement, text, [
      h.menzah.name,
      h.darElJeld.name,
      h.kram.name,
      h.carthage.name,
    ]);
    await userEvent.click(canvas.getByRole('button', { name: text.stops.suggest }));
    await expect(stopNames(canvasElement, text)).toEqual([
      h.carthage.name,
      h.kram.name,
      h.darElJeld.name,
      h.menzah.name,
    ]);
    await expect(canvas.getByText(fill(text.stops.unplaced_one, { count: 1 }))).toBeVisible();
  },
};

/** From the keyboard: "move down", and the focus stays on the moved stop. */
export const KeyboardReorder: Story = {
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await build(canvasElement, text, [h.kram.name, h.carthage.name]);
    const down = canvas.getByRole('button', {
      name: fill(text.stops.moveDown, { name: h.kram.name }),
    });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(stopNames(canvasElement, text)).toEqual([h.carthage.name, h.kram.name]);
    await expect(
      canvas.getByRole('button', { name: fill(text.stops.moveUp, { name: h.kram.name }) }),
    ).toHaveFocus();
  },
};

/** Editing a tour: its depot, subcontractors, driver and stops filled in. */
export const Editing: Story = {
  parameters: { path: `/main/routing/${tours.marsa.id}` },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await expect(
      canvas.getByRole('combobox', { name: labelled(text.fields.relayDepot) }),
    ).toHaveValue('Dépôt relais La Marsa');
    await expect(canvas.getByRole('combobox', { name: labelled(text.fields.driver) })).toHaveValue(
      'Karim Ben Salah',
    );
    await expect(stopNames(canvasElement, text)).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    ).toBeVisible();
  },
};

/** The server refuses: its message above the buttons and on the field, the input kept. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/tours', () =>
          HttpResponse.json(
            {
              ...errorBody(400, '400:BAD_REQUEST', "Ce détenteur n'est pas dans la zone choisie"),
              details: {
                issues: [
                  {
                    code: 'custom',
                    message: "Ce détenteur n'est pas dans la zone choisie",
                    path: ['holders', 0],
                  },
                ],
              },
            },
            { status: 400 },
          ),
        ),
        ...tourHandlers(createTourStore()),
      ],
    },
  },
  render: () => <TourNewScreen />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await build(canvasElement, text, [h.kram.name]);
    await userEvent.click(canvas.getByRole('button', { name: text.form.create }));
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByText(commonText(globals.locale).errors.saveFailed),
    ).toBeVisible();
    await expect(canvas.getAllByText("Ce détenteur n'est pas dans la zone choisie")).toHaveLength(
      2,
    );
    await expect(stopNames(canvasElement, text)).toEqual([h.kram.name]);
    await expect(canvas.getByRole('combobox', { name: labelled(text.fields.zone) })).toHaveValue(
      'Grand Tunis',
    );
  },
};

/** Someone saved first (412): the input stays, the latest version is one click away. */
export const ChangedMeanwhile: Story = {
  parameters: {
    path: `/main/routing/${tours.marsa.id}`,
    msw: {
      handlers: [
        http.patch('*/tours/:id', () =>
          HttpResponse.json(
            errorBody(412, '412:PRECONDITION_FAILED', 'La tournée a été modifiée entre-temps'),
            { status: 412 },
          ),
        ),
        ...tourHandlers(createTourStore()),
      ],
    },
  },
  render: edit,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = tourText(globals.locale);
    await userEvent.click(
      canvas.getByRole('button', { name: fill(text.stops.moveDown, { name: h.carthage.name }) }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: commonText(globals.locale).actions.save }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(text.form.conflictTitle)).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: commonText(globals.locale).actions.reload }),
    ).toBeVisible();
    await expect(stopNames(canvasElement, text)[1]).toBe(h.carthage.name);
  },
};

/** The English interface, sent empty: every message in English. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => <TourNewScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create the tour' }));
    await waitFor(() => expect(canvas.getAllByText('This field is required')).toHaveLength(4));
    await expect(canvas.getByText('Add at least one holder to the tour')).toBeVisible();
    await expect(canvas.getByText('Choose a zone to see its holders.')).toBeVisible();
  },
};
