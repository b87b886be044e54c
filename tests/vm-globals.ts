// The unit tests run in VM contexts (vite.config.ts, pool 'vmForks'): a context has the DOM's
// globals but not Node's web streams, which msw needs when it loads (tests/setup.ts).
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
