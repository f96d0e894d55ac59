// The metrics an operator scrapes at /metrics (Prometheus text format, prom-client), documented in
// docs/operations.md#metrics-and-alerts. Two kinds:
// - kept as things happen, at the cost of a histogram observe: each request's duration by method,
//   route pattern and status (plugins/metrics.ts), each statement's duration (db/stats.ts). These two
//   are counted in plain arrays (Buckets below), written out in the Prometheus format at the
//   scrape: prom-client's observe builds a label object and a key string each time (1–2 µs and
//   garbage per request), this is a few comparisons and three additions (about 30 ns);
// - read when scraped: the connection pool, the session cache's counts, the change feed, the
//   scheduled jobs and the mail outbox (one statement each), this instance's job runs and mails,
//   and the process's own figures (prom-client's default metrics: memory, CPU, event-loop delay, GC).
// Labels hold route patterns, methods, statuses and job names only: never a tenant, a user or an address.
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { PoolUse } from '../db/stats.ts';

/** What the scrape reads from the app; each part may be missing (a test's app, no SMTP). */
export interface MetricSources {
  pool(): PoolUse | undefined;
  sessionCache(): { hits: number; misses: number };
  changeFeed(): { live: boolean; timeouts: number; lagSeconds(): Promise<number | null> } | undefined;
  /** The shared queues, from the database; null when it does not answer. */
  backlog(): Promise<Backlog | null>;
  jobRuns(): ReadonlyMap<string, { ok: number; failed: number }>;
  mail(): { sent: number; failed: number };
  bulkImportsRunning(): number;
}

export interface Backlog {
  /** Scheduled jobs that are due and that no instance has claimed. */
  jobsWaiting: number;
  /** Scheduled jobs whose last run failed. */
  jobsFailed: number;
  /** Mails not sent yet that will be tried again. */
  mailWaiting: number;
  /** Mails given up on after every attempt failed. */
  mailUndeliverable: number;
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

let processRegistry: Registry | undefined;

/** The process's figures, set up once per process however many apps it builds (tests build several). */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

/** Records one request's duration (seconds) under its status. */
export type RequestObserver = (statusCode: number, seconds: number) => void;

/** Prometheus' escaping of a label value. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

interface Series {
  labels: string;
  /** Observations per bucket (not cumulative); the last one is above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

/**
 * A histogram whose observe allocates nothing: one series per label set, made once (the caller
 * keeps its observe function), counted in a typed array, written out in the text format when scraped.
 */
export class Buckets {
  private readonly series = new Map<string, Series>();
  private readonly bounds: Float64Array;

  constructor(
    readonly name: string,
    private readonly help: string,
    bounds: readonly number[],
    private readonly labelNames: readonly string[] = [],
  ) {
    this.bounds = Float64Array.from(bounds);
  }

  /** The observe function of one label set (values in the order of the label names). */
  observer(...values: string[]): (value: number) => void {
    const labels = this.labelNames.map((name, i) => `${name}="${labelValue(values[i] ?? '')}"`).join(',');
    let series = this.series.get(labels);
    if (!series) this.series.set(labels, (series = { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 }));
    const { bounds } = this;
    const last = bounds.length;
    const target = series;
    return (value) => {
      let i = 0;
      while (i < last && value > bounds[i]!) i++;
      target.counts[i]! += 1;
      target.sum += value;
      target.count += 1;
    };
  }

  /** The histogram in the Prometheus text format. */
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const { labels, counts, sum, count } of this.series.values()) {
      const prefix = labels ? `${labels},` : '';
      let cumulative = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        cumulative += counts[i]!;
        lines.push(`${this.name}_bucket{${prefix}le="${this.bounds[i]}"} ${cumulative}`);
      }
      lines.push(`${this.name}_bucket{${prefix}le="+Inf"} ${count}`);
      const braces = labels ? `{${labels}}` : '';
      lines.push(`${this.name}_sum${braces} ${sum}`, `${this.name}_count${braces} ${count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

export class Metrics {
  readonly contentType: string;
  private readonly registry = new Registry();
  private readonly requests: Buckets;
  private readonly queries: Buckets;
  /** Records one statement's duration (seconds). */
  readonly observeQuery: (seconds: number) => void;
  private readonly poolConnections: Gauge<'state'>;
  private readonly poolMax: Gauge;
  private readonly poolWaiting: Gauge;
  private readonly databaseUp: Gauge;
  private readonly sessionCache: Counter<'result'>;
  private readonly feedUp: Gauge;
  private readonly feedLag: Gauge;
  private readonly feedTimeouts: Counter;
  private readonly jobsWaiting: Gauge;
  private readonly jobsFailed: Gauge;
  private readonly jobRuns: Counter<'job' | 'result'>;
  private readonly mailSent: Counter;
  private readonly mailFailed: Counter;
  private readonly mailWaiting: Gauge;
  private readonly mailUndeliverable: Gauge;
  private readonly bulkImports: Gauge;

  constructor(private readonly sources: MetricSources) {
    processMetrics();
    const registers = [this.registry];
    this.contentType = this.registry.contentType;
    this.requests = new Buckets(
      'portal_http_request_duration_seconds',
      'Requests answered, by method, route pattern (unmatched: no route) and status, and how long they took',
      REQUEST_BUCKETS,
      ['method', 'route', 'status'],
    );
    this.queries = new Buckets(
      'portal_db_query_duration_seconds',
      'Database statements run by this instance and how long each took (PGlite or PostgreSQL)',
      QUERY_BUCKETS,
    );
    this.observeQuery = this.queries.observer();
    this.poolConnections = new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections of this instance by state (busy: running a statement or a transaction)',
      labelNames: ['state'],
      registers,
    });
    this.poolMax = new Gauge({ name: 'portal_db_pool_max', help: 'Connections the pool may open (PGlite: 1)', registers });
    this.poolWaiting = new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Callers waiting for a database connection',
      registers,
    });
    this.databaseUp = new Gauge({
      name: 'portal_db_up',
      help: 'Whether the database answered the scrape (1) or not (0)',
      registers,
    });
    this.sessionCache = new Counter({
      name: 'portal_session_cache_requests_total',
      help: 'Session cookies resolved from the in-memory copy (hit) or read from the database (miss)',
      labelNames: ['result'],
      registers,
    });
    this.feedUp = new Gauge({
      name: 'portal_change_feed_up',
      help: 'Whether this instance hears the change feed (1); while 0 it uses no in-memory copies and reads everything from the database',
      registers,
    });
    this.feedLag = new Gauge({
      name: 'portal_change_feed_lag_seconds',
      help: 'How long a change notification took to reach this instance, measured at the scrape (PGlite: 0, delivered at commit)',
      registers,
    });
    this.feedTimeouts = new Counter({
      name: 'portal_change_feed_sync_timeouts_total',
      help: 'Writes that stopped waiting for other instances to read their changes (an instance did not answer within 1 s)',
      registers,
    });
    this.jobsWaiting = new Gauge({
      name: 'portal_jobs_waiting',
      help: 'Scheduled jobs that are due and that no instance has claimed (all instances)',
      registers,
    });
    this.jobsFailed = new Gauge({
      name: 'portal_jobs_failed',
      help: 'Scheduled jobs whose last run failed (all instances)',
      registers,
    });
    this.jobRuns = new Counter({
      name: 'portal_job_runs_total',
      help: 'Scheduled job runs on this instance, by job and result',
      labelNames: ['job', 'result'],
      registers,
    });
    this.mailSent = new Counter({ name: 'portal_mail_sent_total', help: 'E-mails this instance delivered by SMTP', registers });
    this.mailFailed = new Counter({
      name: 'portal_mail_failed_total',
      help: 'SMTP deliveries by this instance that failed (each is retried with back-off, up to 8 attempts)',
      registers,
    });
    this.mailWaiting = new Gauge({
      name: 'portal_mail_outbox_waiting',
      help: 'E-mails in the outbox not sent yet that will be tried (all instances; without SMTP_URL every e-mail stays here)',
      registers,
    });
    this.mailUndeliverable = new Gauge({
      name: 'portal_mail_outbox_undeliverable',
      help: 'E-mails given up on after every attempt failed (all instances)',
      registers,
    });
    this.bulkImports = new Gauge({
      name: 'portal_bulk_imports_running',
      help: 'Bulk uploads this instance is processing',
      registers,
    });
  }

  /**
   * The observer of one route and method: label values are bound once per status, so answering a
   * request costs one histogram observe and no label object.
   */
  requestObserver(method: string, route: string): RequestObserver {
    const byStatus = new Map<number, (seconds: number) => void>();
    return (statusCode, seconds) => {
      let observe = byStatus.get(statusCode);
      if (!observe) byStatus.set(statusCode, (observe = this.requests.observer(method, route, String(statusCode))));
      observe(seconds);
    };
  }

  /** The scrape: reads every source, then writes the text of this app's metrics and the process's. */
  async text(): Promise<string> {
    const { sources } = this;
    const pool = sources.pool();
    if (pool) {
      this.poolConnections.set({ state: 'busy' }, pool.busy);
      this.poolConnections.set({ state: 'idle' }, pool.idle);
      this.poolMax.set(pool.max);
      this.poolWaiting.set(pool.waiting);
    }
    const cache = sources.sessionCache();
    setCounter(this.sessionCache, cache.hits, { result: 'hit' });
    setCounter(this.sessionCache, cache.misses, { result: 'miss' });
    const feed = sources.changeFeed();
    const [lag, backlog] = await Promise.all([feed?.lagSeconds() ?? null, sources.backlog()]);
    this.feedUp.set(feed?.live ? 1 : 0);
    if (lag === null) this.feedLag.reset();
    else this.feedLag.set(lag);
    setCounter(this.feedTimeouts, feed?.timeouts ?? 0);
    this.databaseUp.set(backlog ? 1 : 0);
    for (const [gauge, value] of [
      [this.jobsWaiting, backlog?.jobsWaiting],
      [this.jobsFailed, backlog?.jobsFailed],
      [this.mailWaiting, backlog?.mailWaiting],
      [this.mailUndeliverable, backlog?.mailUndeliverable],
    ] as const) {
      // Unknown while the database does not answer: left out rather than shown as 0.
      if (value === undefined) gauge.reset();
      else gauge.set(value);
    }
    for (const [job, runs] of sources.jobRuns()) {
      setCounter(this.jobRuns, runs.ok, { job, result: 'ok' });
      setCounter(this.jobRuns, runs.failed, { job, result: 'failed' });
    }
    const mail = sources.mail();
    setCounter(this.mailSent, mail.sent);
    setCounter(this.mailFailed, mail.failed);
    this.bulkImports.set(sources.bulkImportsRunning());
    const [own, processWide] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${this.requests.text()}${this.queries.text()}${own}\n${processWide}`;
  }
}

/** A counter kept elsewhere as a plain number (cheaper to count than a labelled inc): its current total. */
function setCounter<L extends string>(counter: Counter<L>, total: number, labels?: Partial<Record<L, string>>): void {
  if (labels) {
    counter.remove(labels);
    counter.inc(labels, total);
  } else {
    counter.reset();
    counter.inc(total);
  }
}
