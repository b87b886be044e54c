import { http, HttpResponse } from 'msw';
import { errorBody } from '@mocks/fixtures';
import { server } from '@mocks/node';

export const DENIED = "Vous n'avez actuellement pas accès à cette action";

/**
 * Answers GETs of `paths` (MSW patterns) as the server answers a role without READ on them:
 * 403. `refused()` lists the calls that got that answer; a screen that respects the role's
 * rights makes none. Call it after rendering: its handlers then come first.
 */
export function refuse(...paths: string[]) {
  const refused: string[] = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 403) {
      refused.push(`${request.method} ${new URL(request.url).pathname}`);
    }
  };
  server.events.on('response:mocked', listener);
  server.use(
    ...paths.map((path) =>
      http.get(path, () =>
        HttpResponse.json(errorBody(403, '403:FORBIDDEN', DENIED), { status: 403 }),
      ),
    ),
  );
  return {
    refused: () => [...refused],
    stop: () => server.events.removeListener('response:mocked', listener),
  };
}
