import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Aggregator,
} from "prom-client";

// What the server reports on /metrics (Prometheus text format), behind METRICS_TOKEN or on
// METRICS_PORT (server/http/metrics-endpoint.ts). Every label has a bounded set of values: a
// route's pattern, never the path asked for, an address or an email. The figures a scrape reads
// from elsewhere (the outbox, the spool, the backup replica) come from sources the processes that
// have them register; without a source, or while it has no figure, a gauge has no sample rather
// than an invented one. Decision 023.

/** A serving process's figures: in a cluster, each worker's, summed by the primary. */
const registry = new Registry();
/** The primary process's own figures (the backup replica it supervises). */
const primaryRegistry = new Registry();

collectDefaultMetrics({ register: registry });

/** One series of the request histogram: its labels and its observations by bucket. */
type RequestSeries = {
  labels: { method: string; route: string; status: number };
  counts: number[];
  sum: number;
  count: number;
};

/**
 * The time to answer each request, by method, route pattern and status: a Prometheus histogram
 * kept by hand. prom-client's Histogram checks and hashes the labels of every observation, which
 * was about a twentieth of the server's work on a page sent from memory (BENCHMARKS.md,
 * "Throughput"); here a request costs three map lookups, by strings and a number the server
 * already holds (no key is built), and a few comparisons. The registry reads it through get(),
 * in the shape its own histograms give, and sums it across a cluster's workers.
 */
export class RequestDurations {
  readonly name = "http_request_duration_seconds";
  readonly help = "Time to answer a request, by method, route pattern and status";
  readonly type = "histogram";
  readonly aggregator: Aggregator = "sum";
  // From a page sent from memory (under a millisecond) to a slow upload; few, so that a scrape
  // stays small (BENCHMARKS.md).
  readonly #bounds = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5, 10];
  /** Every series, by method, then status, then route: no key is built per request. */
  readonly #series = new Map<string, Map<number, Map<string, RequestSeries>>>();
  readonly #all: RequestSeries[] = [];

  observe(method: string, route: string, status: number, seconds: number): void {
    let byStatus = this.#series.get(method);
    if (!byStatus) this.#series.set(method, (byStatus = new Map()));
    let byRoute = byStatus.get(status);
    if (!byRoute) byStatus.set(status, (byRoute = new Map()));
    let series = byRoute.get(route);
    if (!series) {
      series = {
        labels: { method, route, status },
        counts: Array.from({ length: this.#bounds.length + 1 }, () => 0),
        sum: 0,
        count: 0,
      };
      byRoute.set(route, series);
      this.#all.push(series);
    }
    let bucket = 0;
    while (bucket < this.#bounds.length && seconds > (this.#bounds[bucket] ?? Infinity)) bucket++;
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    for (const { labels, counts, sum, count } of this.#all) {
      let below = 0;
      this.#bounds.forEach((le, index) => {
        below += counts[index] ?? 0;
        values.push({ labels: { le, ...labels }, value: below, metricName: `${this.name}_bucket` });
      });
      values.push({
        labels: { le: "+Inf", ...labels },
        value: count,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    const { name, help, type, aggregator } = this;
    return { name, help, type, values, aggregator };
  }

  reset(): void {
    this.#series.clear();
    this.#all.length = 0;
  }
}

const requestDurations = new RequestDurations();
// The registry reads a metric through its get() alone; its type names prom-client's classes.
registry.registerMetric(requestDurations as unknown as Histogram);

/** Why a staff sign-in was turned away: past the limits, a wrong password, a wrong code. */
export type SignInRefusal = "limited" | "wrong-password" | "wrong-code";
const signInRefusalReasons: SignInRefusal[] = ["limited", "wrong-password", "wrong-code"];

const signInRefusals = new Counter({
  name: "studio_sign_in_refusals_total",
  help: "Staff sign-in attempts refused, by reason",
  labelNames: ["reason"] as const,
  registers: [registry],
});
// Every reason starts at 0, so a rate over a scrape that saw the first refusal is right.
for (const reason of signInRefusalReasons) signInRefusals.inc({ reason }, 0);

type Reading = () => Promise<number | null | undefined> | number | null | undefined;

/**
 * A gauge whose value is read when scraped. Without a reading, or with a reading that is not a
 * number, it has no sample.
 */
class ReadGauge extends Gauge {
  private read: Reading | undefined;

  constructor(config: { name: string; help: string; aggregator?: Aggregator }, into: Registry) {
    super({ ...config, registers: [into] });
  }

  readFrom(read: Reading | undefined): void {
    this.read = read;
  }

  override async get() {
    const base = await super.get();
    let value: number | null | undefined;
    try {
      value = await this.read?.();
    } catch {
      value = undefined;
    }
    const values =
      typeof value === "number" && Number.isFinite(value) ? [{ labels: {}, value }] : [];
    return { ...base, values };
  }
}

// Every worker reads the same outbox and spool: the primary keeps the largest, never a sum.
const outboxPending = new ReadGauge(
  {
    name: "studio_outbox_pending_deliveries",
    help: "Deliveries waiting in the outbox (read at most every 10 s)",
    aggregator: "max",
  },
  registry,
);
const outboxOldest = new ReadGauge(
  {
    name: "studio_outbox_oldest_pending_seconds",
    help: "How long the oldest waiting delivery has waited",
    aggregator: "max",
  },
  registry,
);
const spoolDepth = new ReadGauge(
  {
    name: "studio_spool_submissions",
    help: "Submissions kept in the spool while the database refused writes",
    aggregator: "max",
  },
  registry,
);
const replicaLag = new ReadGauge(
  {
    name: "studio_backup_replica_lag_seconds",
    help: "How far the backup replica is behind the database",
  },
  primaryRegistry,
);
const lastBackup = new ReadGauge(
  {
    name: "studio_backup_last_success_timestamp_seconds",
    help: "When the backup replica last took the database's changes (Unix time)",
  },
  primaryRegistry,
);

export type OutboxFigures = { pending: number; oldestPendingSeconds: number | null };

/** The outbox's figures, as /healthz reads them (cached), in each serving process. */
export function setOutboxSource(read: (() => Promise<OutboxFigures | null>) | undefined): void {
  // One read per scrape serves both gauges.
  let reading: Promise<OutboxFigures | null> | undefined;
  const figures = () => {
    reading ??= (read?.() ?? Promise.resolve(null)).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  outboxPending.readFrom(read && (async () => (await figures())?.pending));
  outboxOldest.readFrom(read && (async () => (await figures())?.oldestPendingSeconds));
}

/** The number of submissions in the spool, in each serving process. */
export function setSpoolSource(read: Reading | undefined): void {
  spoolDepth.readFrom(read);
}

/** What the backup replica's gauges read (app/services/backup/replica-status.server.ts). */
export type ReplicaFigures = {
  /** Seconds the replica is behind the database; null while unknown. */
  lagSeconds: number | null;
  /** When a change last reached the replica (ISO 8601); null while none has. */
  lastBackupAt: string | null;
};

/** The backup replica's state, registered by the process that supervises the replication. */
export function setReplicaStatusSource(read: (() => ReplicaFigures | null) | undefined): void {
  replicaLag.readFrom(read && (() => read()?.lagSeconds));
  lastBackup.readFrom(
    read &&
      (() => {
        const at = read()?.lastBackupAt;
        return at ? Date.parse(at) / 1000 : null;
      }),
  );
}

export function countSignInRefusal(reason: SignInRefusal): void {
  signInRefusals.inc({ reason });
}

/** Methods a browser or a client sends; anything else is counted as "other". */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  requestDurations.observe(knownMethods.has(method) ? method : "other", route, status, seconds);
}

const processRegistry = Registry.merge([registry, primaryRegistry]);

/** This process's figures: the whole server when it runs as one process. */
export function processMetrics(): Promise<string> {
  return processRegistry.metrics();
}

let aggregator: AggregatorRegistry<typeof Registry.PROMETHEUS_CONTENT_TYPE> | undefined;

/**
 * In a cluster worker: answer the primary's requests for this worker's figures (prom-client's
 * messages between the processes).
 */
export function reportToPrimary(): void {
  AggregatorRegistry.setRegistries([registry]);
  aggregator ??= new AggregatorRegistry();
}

/** In a cluster's primary: every worker's figures aggregated, then the primary's own. */
export async function clusterMetrics(): Promise<string> {
  aggregator ??= new AggregatorRegistry();
  const [workers, own] = await Promise.all([
    aggregator.clusterMetrics(),
    primaryRegistry.metrics(),
  ]);
  return `${workers.trimEnd()}\n\n${own}`;
}

export const metricsContentType = registry.contentType;
