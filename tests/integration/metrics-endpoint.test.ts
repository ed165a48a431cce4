import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  countSignInRefusal,
  metricsContentType,
  processMetrics,
  setOutboxSource,
  setReplicaStatusSource,
  setSpoolSource,
} from "~/infra/metrics.server";
import { parseEnv } from "~/infra/env.server";
import {
  carriesToken,
  startLocalMetrics,
  startMetricsListener,
} from "../../server/http/metrics-endpoint.ts";
import { serverRuntime } from "~/server-runtime.server";
import { startTinyApp, type TinyApp } from "../support/tiny-app.ts";

// /metrics (decision 023): answered on the site's port only to a request with METRICS_TOKEN,
// else 404 like any unknown path; on METRICS_PORT of 127.0.0.1 without one. Labels are bounded:
// a scan of random paths adds no series.

const token = "scrape-token-0123456789abcdef";

/** Each distinct label set of the request histogram, from its _count lines. */
function requestSeries(text: string): Set<string> {
  return new Set(
    text
      .split("\n")
      .filter((line) => line.startsWith("http_request_duration_seconds_count{"))
      .map((line) => line.slice(0, line.lastIndexOf(" "))),
  );
}

beforeAll(() => {
  // The figures the gauges read, instead of the database and the spool of this machine.
  setOutboxSource(async () => ({ pending: 3, oldestPendingSeconds: 42 }));
  setSpoolSource(() => 2);
  setReplicaStatusSource(undefined);
});

describe("/metrics on the site's port", () => {
  let app: TinyApp;
  afterEach(async () => {
    await app.close();
  });

  it("is an unknown path (404) without METRICS_TOKEN, even to a request with a token", async () => {
    app = await startTinyApp({ env: { METRICS_TOKEN: undefined } });
    const response = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("http_request_duration_seconds");
  });

  it("answers 404 without the token or with a wrong one, 200 with it", async () => {
    app = await startTinyApp({ env: { METRICS_TOKEN: token } });
    for (const authorization of [undefined, "Bearer wrong-token-0123456789", `Basic ${token}`]) {
      const response = await fetch(`${app.url}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status, authorization).toBe(404);
      expect(await response.text()).not.toContain("# TYPE");
    }
    const response = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(metricsContentType);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(text).toContain("# TYPE process_cpu_user_seconds_total counter");
    expect(text).toMatch(/^studio_outbox_pending_deliveries 3$/m);
    expect(text).toMatch(/^studio_outbox_oldest_pending_seconds 42$/m);
    expect(text).toMatch(/^studio_spool_submissions 2$/m);
    expect(text).toMatch(/^studio_sign_in_refusals_total\{reason="wrong-code"\} \d+$/m);
    // No source for the backup replica here: its gauges have no sample, not an invented one.
    expect(text).not.toMatch(/^studio_backup_replica_lag_seconds /m);
    expect(text).not.toMatch(/^studio_backup_last_success_timestamp_seconds /m);
  });

  it("counts requests by route pattern, and random paths add no series", async () => {
    app = await startTinyApp({ env: { METRICS_TOKEN: token } });
    const scrape = async () =>
      (await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
    const random = () => Math.random().toString(36).slice(2);
    // One of each kind first, so every series these requests belong to exists.
    for (const path of [
      `/${random()}`,
      `/admin/schedule/${random()}`,
      "/favicon.ico",
      "/",
      "/__manifest?paths=%2F&version=1",
    ]) {
      await fetch(`${app.url}${path}`);
    }
    await scrape();
    const before = requestSeries(await scrape());

    const paths = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? `/${random()}/${random()}?email=someone%40example.com`
        : `/admin/schedule/${random()}`,
    );
    for (let i = 0; i < paths.length; i += 50) {
      await Promise.all(paths.slice(i, i + 50).map((path) => fetch(`${app.url}${path}`)));
    }
    const text = await scrape();
    const after = requestSeries(text);

    expect([...after].filter((series) => !before.has(series))).toEqual([]);
    expect(text).toContain('route="/admin/schedule/:seasonId"');
    expect(text).toContain('route="not-found",status="404"');
    expect(text).toContain('route="static"');
    expect(text).toContain('route="/",status="200"');
    expect(text).toContain('route="/__manifest",status="200"');
    expect(text).not.toContain("example.com");
    for (const path of paths.slice(0, 20)) expect(text).not.toContain(path.split("?")[0]);
  });

  it("counts staff sign-in refusals by reason", async () => {
    const count = async (reason: string) => {
      const line = new RegExp(
        `^studio_sign_in_refusals_total\\{reason="${reason}"\\} (\\d+)$`,
        "m",
      );
      return Number(line.exec(await processMetrics())?.[1]);
    };
    const before = await count("limited");
    countSignInRefusal("limited");
    expect(await count("limited")).toBe(before + 1);
  });
});

describe("the backup replica's gauges", () => {
  afterAll(() => setReplicaStatusSource(undefined));

  it("report the replica's lag and last success once a source gives them", async () => {
    setReplicaStatusSource(() => ({ lagSeconds: 1.5, lastBackupAt: "2026-11-27T10:00:00.000Z" }));
    const text = await processMetrics();
    expect(text).toMatch(/^studio_backup_replica_lag_seconds 1\.5$/m);
    expect(text).toMatch(
      new RegExp(
        `^studio_backup_last_success_timestamp_seconds ${Date.parse("2026-11-27T10:00:00Z") / 1000}$`,
        "m",
      ),
    );
    setReplicaStatusSource(() => ({ lagSeconds: null, lastBackupAt: null }));
    expect(await processMetrics()).not.toMatch(/^studio_backup_replica_lag_seconds /m);
  });
});

function get(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("METRICS_PORT", () => {
  it("is off unless set", () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(startLocalMetrics(serverRuntime, processMetrics)).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(() => parseEnv({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/METRICS_PORT/);
    expect(parseEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });

  it("listens on 127.0.0.1 only and answers /metrics without a token", async () => {
    const server = startMetricsListener(0, processMetrics, metricsContentType, (error) => {
      throw error;
    });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe("127.0.0.1");
      const scraped = await get(port, "127.0.0.1", "/metrics");
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain("# TYPE http_request_duration_seconds histogram");
      expect((await get(port, "127.0.0.1", "/")).status).toBe(404);
      // Not on the machine's other addresses.
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((each) => each && !each.internal && each.family === "IPv4");
      if (outside) {
        await expect(get(port, outside.address, "/metrics")).rejects.toThrow(/ECONNREFUSED/);
      }
    } finally {
      server.close();
    }
  });
});

describe("the token check", () => {
  it("takes only the exact token after Bearer", () => {
    expect(carriesToken(`Bearer ${token}`, token)).toBe(true);
    expect(carriesToken(`bearer ${token}`, token)).toBe(true);
    expect(carriesToken(`Bearer ${token}x`, token)).toBe(false);
    expect(carriesToken(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(carriesToken(token, token)).toBe(false);
    expect(carriesToken(undefined, token)).toBe(false);
  });
});
