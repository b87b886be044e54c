/**
 * npm run test:omissions: a property added to the contract does not compile until every place
 * that must handle it does. In a copy of the project, each record's schemas get one optional
 * property more, `npm run generate`'s Orval step runs on the copy, and the type check must fail
 * in each of the files that declare what a record's fields become (the server's serializer, the
 * app's field table: form values, body, summary, CSV), and nowhere else. Without the property the
 * copy compiles (`npm run typecheck` checks the project itself).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDocument, type YAMLMap } from 'yaml';

/** For each record: the schemas that get the new property, and the files that must then fail. */
export const records: Record<string, { schemas: string[]; mustFail: string[] }> = {
  holder: {
    schemas: ['Holder', 'HolderCreate', 'HolderUpdate'],
    mustFail: ['server/resources/holders/serialize.ts', 'src/features/holders/fields.tsx'],
  },
  relayDepot: {
    schemas: ['RelayDepot', 'RelayDepotCreate', 'RelayDepotUpdate'],
    mustFail: [
      'server/resources/relay-depots/serialize.ts',
      'src/features/relay-depots/fields.tsx',
    ],
  },
  subcontractor: {
    schemas: ['Subcontractor', 'SubcontractorCreate', 'SubcontractorUpdate'],
    mustFail: [
      'server/resources/subcontractors/serialize.ts',
      'src/features/subcontractors/fields.tsx',
    ],
  },
  tour: {
    schemas: ['Tour', 'TourCreate', 'TourUpdate'],
    mustFail: ['server/resources/tours/serialize.ts', 'src/features/tours/fields.tsx'],
  },
  removalVoucher: {
    schemas: ['RemovalVoucher'],
    mustFail: [
      'server/resources/removal-vouchers/serialize.ts',
      'src/features/removal-vouchers/fields.tsx',
    ],
  },
  buyer: {
    schemas: ['Buyer', 'BuyerCreate', 'BuyerUpdate'],
    mustFail: ['server/resources/buyers/serialize.ts', 'src/features/buyers/fields.tsx'],
  },
  shipment: {
    schemas: ['Shipment', 'ShipmentCreate', 'ShipmentUpdate'],
    mustFail: ['server/resources/shipments/serialize.ts', 'src/features/shipments/fields.tsx'],
  },
  user: {
    schemas: ['User', 'UserCreate', 'UserUpdate'],
    mustFail: [
      'server/resources/users/serialize.ts',
      'src/features/users/fields.tsx',
      'src/features/users/schema.ts',
    ],
  },
  complaint: {
    schemas: ['Complaint', 'ComplaintCreate'],
    mustFail: ['server/resources/complaints/serialize.ts', 'src/features/complaints/fields.tsx'],
  },
  area: { schemas: ['Region', 'Zone'], mustFail: ['server/routes/areas.ts'] },
};

const PROPERTY = 'omissionProbe';

const run = (command: string, args: string[], cwd: string) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

const work = mkdtempSync(join(tmpdir(), 'omissions-'));
try {
  for (const entry of ['src', 'server', 'tests', 'mocks', 'scripts', 'generated']) {
    cpSync(entry, join(work, entry), { recursive: true });
  }
  // The root's own files: the contract, tsconfig.json and the configurations it includes.
  for (const file of readdirSync('.').filter((name) => /\.(ts|json|yaml)$/.test(name))) {
    cpSync(file, join(work, file));
  }
  symlinkSync(resolve('node_modules'), join(work, 'node_modules'), 'dir');

  const contract = parseDocument(readFileSync('openapi.yaml', 'utf8'));
  for (const { schemas } of Object.values(records)) {
    for (const schema of schemas) {
      const properties = contract.getIn(['components', 'schemas', schema, 'properties']) as
        YAMLMap | undefined;
      if (!properties) throw new Error(`openapi.yaml has no properties for ${schema}`);
      properties.set(PROPERTY, { type: 'string', maxLength: 20 });
    }
  }
  writeFileSync(join(work, 'openapi.yaml'), contract.toString());

  const generated = run('npx', ['orval', '--config', 'orval.config.ts'], work);
  if (generated.status !== 0) throw new Error(`orval failed:\n${generated.stderr}`);

  const checked = run('npx', ['tsc', '--noEmit', '--pretty', 'false'], work);
  const failing = new Set(
    [...checked.stdout.matchAll(/^([^\s(]+)\(\d+,\d+\): error/gm)].map((match) => match[1]!),
  );
  const expected = Object.values(records).flatMap((record) => record.mustFail);
  const missed = expected.filter((file) => !failing.has(file));
  const elsewhere = [...failing].filter((file) => !expected.includes(file));
  console.log(
    `${PROPERTY} added to ${Object.values(records)
      .flatMap((record) => record.schemas)
      .join(', ')}: the type check fails in\n${[...failing].map((file) => `  ${file}`).join('\n')}`,
  );
  if (missed.length > 0 || elsewhere.length > 0) {
    if (missed.length > 0)
      console.error(`It compiles where it must not:\n  ${missed.join('\n  ')}`);
    if (elsewhere.length > 0) {
      console.error(`It fails where nothing has to follow:\n${checked.stdout}`);
    }
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
