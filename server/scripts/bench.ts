// npm run bench:api — seeds a fresh database with SEED_HOLDERS holders (100,000 by default),
// starts the server in its own process on loopback, and measures the holders list with
// autocannon (1 then 10 connections, BENCH_SECONDS each), with the CPU time each request costs
// the server and PostgreSQL. With DATABASE_URL (see with-postgres.sh) the database is that
// PostgreSQL, otherwise PGlite in a temporary folder. On PostgreSQL it then measures the first
// page through a round-robin proxy in front of one instance, then of two, and the mass balance
// of a quarter over a depot ledger of LEDGER_ENTRIES entries (100,000 by default).
import autocannon from 'autocannon';
import {
  API_SCENARIOS,
  depotWithLedger,
  holderWithHistory,
  measure,
  measureApi,
  postgresPid,
  rssOf,
  startBenchServer,
  startProxy,
} from './bench-server';

const holders = Number(process.env.SEED_HOLDERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3999);
const historyEntries = Number(process.env.HISTORY_ENTRIES ?? 10_000);
const ledgerEntries = Number(process.env.LEDGER_ENTRIES ?? 100_000);
const server = await startBenchServer(holders, port);
try {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${database}, ${holders} holders: seeded and started in ${server.startup.toFixed(0)} s; memory at rest ${rssOf(server.pid).toFixed(0)} MB RSS`,
  );
  console.log(`autocannon: 1 then 10 connections, ${seconds} s each, loopback\n`);
  await measureApi(server, seconds);
  console.log(`\nmemory after the runs: ${rssOf(server.pid).toFixed(0)} MB RSS`);

  if (process.env.DATABASE_URL) {
    const second = await startBenchServer(holders, port + 1);
    const postgres = await postgresPid();
    const [, firstPage] = API_SCENARIOS[0];
    // The new instance warms up (JIT, prepared statements) before it is measured.
    await autocannon({
      url: `${second.base}${firstPage}`,
      connections: 10,
      duration: 3,
      headers: { authorization: `Bearer ${second.token}` },
    });
    console.log(`\n${API_SCENARIOS[0][0]}, 10 connections, through a round-robin proxy`);
    try {
      for (const instances of [[server], [server, second]]) {
        const proxy = await startProxy(
          port + 2,
          instances.map((instance) => instance.base),
        );
        try {
          await measure(`${proxy.base}${firstPage}`, server.token, 10, seconds, {
            label: `${instances.length} instance${instances.length > 1 ? 's' : ''}`,
            processes: [
              ...instances.map((instance, index) => ({
                name: `server ${index + 1}`,
                pid: instance.pid,
              })),
              { name: 'proxy', pid: proxy.pid },
            ],
            postgres,
          });
        } finally {
          proxy.stop();
        }
      }
    } finally {
      second.stop();
    }
  }

  const started = performance.now();
  const holder = await holderWithHistory(server, historyEntries);
  const written = (performance.now() - started) / 1000;
  console.log(
    `\n${historyEntries} updates of one holder, 10 at a time: ${written.toFixed(0)} s (${((written * 1000) / historyEntries).toFixed(1)} ms each, history included)`,
  );
  const postgres = await postgresPid();
  for (const [name, path] of [
    [
      `a holder's history (${historyEntries} entries), first page`,
      `/api/v1/history/holder/${holder}`,
    ],
    ['the History list, first page', '/api/v1/history'],
  ] as const) {
    console.log(name);
    for (const connections of [1, 10]) {
      await measure(`${server.base}${path}`, server.token, connections, seconds, {
        label: `${connections} connection${connections > 1 ? 's' : ''}`,
        processes: [{ name: 'server', pid: server.pid }],
        postgres,
      });
    }
  }

  // The mass balance of a quarter over a depot's ledger of 100,000 entries (PostgreSQL: the
  // entries are written straight into its database). Budget: 200 ms.
  if (process.env.DATABASE_URL) {
    const depot = await depotWithLedger(ledgerEntries);
    const postgres = await postgresPid();
    const quarter = 'from=2026-04-01&to=2026-06-30';
    for (const [name, path] of [
      [
        `the mass balance of a quarter, one depot (${ledgerEntries} entries)`,
        `/api/v1/mass-balance?relayDepotId=${depot}&${quarter}`,
      ],
      ['the mass balance of a quarter, every depot', `/api/v1/mass-balance?${quarter}`],
      [
        'the depot ledger: page 20 of its inputs in a quarter',
        `/api/v1/relay-depots/${depot}/stock-entries?kind=IN&${quarter}&page=20&limit=20`,
      ],
    ] as const) {
      console.log(name);
      for (const connections of [1, 10]) {
        await measure(`${server.base}${path}`, server.token, connections, seconds, {
          label: `${connections} connection${connections > 1 ? 's' : ''}`,
          processes: [{ name: 'server', pid: server.pid }],
          postgres,
        });
      }
    }
  }
} finally {
  server.stop();
}
