import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/db/drizzle.config.ts` writes the next migration from
// schema.ts; committed migrations are never edited, only added.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
