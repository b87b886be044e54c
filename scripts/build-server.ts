/**
 * `npm run build` (after the app; scripts/release.sh gives another folder): the server compiled to JavaScript, to run with `node` and the
 * production dependencies alone. Each entry (the server, and every operator command under
 * server/ops/) is one ES module in build/server/, its own code and the path aliases bundled in,
 * the packages of node_modules left as imports. The files the server reads at run time sit
 * beside the modules, where their `new URL('./…', import.meta.url)` finds them.
 */
import { cpSync, globSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = process.argv[2] ?? 'build/server';
rmSync(out, { recursive: true, force: true });
const entryPoints = [
  'server/main.ts',
  ...globSync('server/ops/*.ts').filter((file) => !file.endsWith('.test.ts')),
];
await build({
  entryPoints,
  outdir: out,
  // Flat: every entry beside the migrations and the password list.
  entryNames: '[name]',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${out}/migrations`, { recursive: true });
cpSync('server/auth/common-passwords.txt', `${out}/common-passwords.txt`);
console.log(`Built ${entryPoints.join(', ')} into ${out}/`);
