import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ErrorBody } from '../../generated/model';
import { ContractLoopPage } from './contract-loop-page';

const meta = {
  title: 'App/Contract loop page',
  component: ContractLoopPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContractLoopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generated handlers answer with faker data, as `npm run dev:msw` does. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The count replaces the ellipsis once the list has answered.
    await expect(await canvas.findByText(/^Détenteurs \(\d+\)$/)).toBeVisible();
    const [, ...holders] = canvas.getAllByRole('row');
    await expect(holders.length).toBeGreaterThan(0);
    for (const holder of holders) {
      const cells = within(holder).getAllByRole('cell');
      await expect(cells.map((cell) => cell.textContent?.trim())).toEqual([
        expect.stringMatching(/./),
        expect.stringMatching(/^DT-\d{6}$/),
        expect.stringMatching(/./),
      ]);
    }
    await expect(await canvas.findByText(/^API: ok \(.+\)$/)).toBeVisible();
  },
};

const neverAnswers = () => delay('infinite');

/** The calls are in flight: the count shows an ellipsis and no row is drawn. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/health', neverAnswers), http.get('*/holders', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Détenteurs (…)')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const unavailable = {
  fr: 'Le service des détenteurs est momentanément indisponible',
  en: 'The holders service is temporarily unavailable',
};

/** The holders list fails with the contract's error body; the page shows its message. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/holders', ({ request }) =>
          HttpResponse.json<ErrorBody>(
            {
              message:
                request.headers.get('Accept-Language') === 'en' ? unavailable.en : unavailable.fr,
              code: '500:INTERNAL_SERVER_ERROR',
              path: '/holders',
              date: '2024-06-01T08:00:00Z',
            },
            { status: 500 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // The mutator retries a 5xx once before giving up.
    const alert = await canvas.findByRole('alert', {}, { timeout: 5_000 });
    await expect(alert).toHaveTextContent(
      globals.locale === 'en' ? unavailable.en : unavailable.fr,
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};
