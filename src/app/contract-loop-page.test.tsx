import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import {
  getGetHolderResponseMock,
  getListHoldersMockHandler,
} from '../../generated/api/holders/holders.msw';
import { createQueryClient } from '../lib/query-client';
import { ContractLoopPage } from './contract-loop-page';

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient(() => undefined)}>
      <ContractLoopPage />
    </QueryClientProvider>,
  );

describe('the contract loop page', () => {
  it('shows the health check and the holders answered through the generated hooks', async () => {
    server.use(
      getListHoldersMockHandler((info) => {
        const url = new URL(info.request.url);
        return {
          items: [
            {
              ...getGetHolderResponseMock(),
              name: `${url.searchParams.get('sortField')}:${url.searchParams.get('limit')}`,
            },
          ],
          meta: {
            page: 1,
            limit: 10,
            totalItems: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
          },
        };
      }),
    );
    renderPage();
    expect(await screen.findByText('name:10')).toBeInTheDocument();
    expect(screen.getByText('Détenteurs (1)')).toBeInTheDocument();
    expect(await screen.findByTestId('health')).toHaveTextContent(/^API: ok/);
  });
});
