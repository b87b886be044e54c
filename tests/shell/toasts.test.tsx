import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useListHolders } from '@generated/api/holders/holders';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';
import { Providers } from '@/app/providers';

function HoldersProbe() {
  useListHolders({ page: 1 });
  return null;
}

describe('toasts (spec sections 8 and 9)', () => {
  it('a failed query shows the message of the error body as a toast', async () => {
    server.use(
      http.get('*/holders', () =>
        HttpResponse.json(errorBody(403, '403:FORBIDDEN', 'Accès refusé à cette zone'), {
          status: 403,
        }),
      ),
    );
    render(
      <Providers>
        <HoldersProbe />
      </Providers>,
    );
    expect(await screen.findByText('Accès refusé à cette zone')).toBeInTheDocument();
  });
});
