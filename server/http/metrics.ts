import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';

/**
 * What GET /metrics exposes (Prometheus text format). Counters belong to this process, as
 * Prometheus expects: it scrapes every instance and adds them up. The one module of the server
 * that keeps state in memory (decision 0009 is about data, not about these counts).
 */
export const registry = new Registry();

// CPU, memory, heap, event loop lag, handles, open files: `process_*` and `nodejs_*`.
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const serverErrors = new Counter({
  name: 'http_server_errors_total',
  help: 'Requests answered 5xx, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  registers: [registry],
});

/**
 * One-time codes, temporary passwords and notices that could not be sent (the SMTP server or
 * the SMS gateway refused or did not answer). Whoever sends increments it, by channel.
 */
export const deliveryFailures = new Counter({
  name: 'delivery_failures_total',
  help: 'Messages to users that could not be sent, by channel (email, sms)',
  labelNames: ['channel'] as const,
  registers: [registry],
});

// PostgreSQL's pool, exposed only when there is one (PGlite runs in this process, one query at a
// time: nothing to report).
const poolRegistry = new Registry();
const poolConnections = new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL connections open in the pool',
  registers: [poolRegistry],
});
const poolIdle = new Gauge({
  name: 'db_pool_idle_connections',
  help: 'PostgreSQL connections of the pool free for a query',
  registers: [poolRegistry],
});
const poolWaiting = new Gauge({
  name: 'db_pool_waiting_requests',
  help: 'Queries waiting for a PostgreSQL connection',
  registers: [poolRegistry],
});

/** The exposition, with the pool's gauges read at this moment. */
export const metricsText = async (db: Db) => {
  // drizzle keeps its driver's client: a pg.Pool on PostgreSQL, the PGlite instance otherwise.
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return registry.metrics();
  poolConnections.set(client.totalCount);
  poolIdle.set(client.idleCount);
  poolWaiting.set(client.waitingCount);
  return `${await registry.metrics()}${await poolRegistry.metrics()}`;
};
