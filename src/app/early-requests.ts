import { getCurrentUser } from '../../generated/api/auth/auth';
import { requestEarly } from '@/lib/http-client';
import { getToken } from '@/lib/session';

// Imported first by main.tsx, so evaluated before the rest of the app's code (the design
// system, the router, React's renderer): with a stored token, the question "who is signed in"
// leaves now, and the signed-in routes' loader (prefetchCurrentUser) and useSession adopt it.
// Not under `npm run dev:msw`, whose mock answers only once main.tsx has started it.
if (import.meta.env.MODE !== 'msw' && getToken()) requestEarly(() => getCurrentUser());
