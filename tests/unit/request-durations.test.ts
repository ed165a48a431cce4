import { AggregatorRegistry } from "prom-client";
import { describe, expect, it } from "vitest";
import { observeRequest, processMetrics, RequestDurations } from "~/infra/metrics.server";

// The request histogram is kept by hand (app/infra/metrics.server.ts): it must read as a
// Prometheus histogram does, bucket by bucket, and sum across a cluster's workers.

const series = 'method="GET",route="/unit-durations",status="200"';

function line(text: string, start: string): string | undefined {
  return text.split("\n").find((each) => each.startsWith(start));
}

describe("the request histogram", () => {
  it("counts each answer in every bucket at or above its time, with the sum and count", async () => {
    for (const seconds of [0.0004, 0.001, 0.003, 0.2, 42]) {
      observeRequest("GET", "/unit-durations", 200, seconds);
    }
    const text = await processMetrics();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    const bucket = (le: string) =>
      line(text, `http_request_duration_seconds_bucket{le="${le}",${series}}`)?.split(" ")[1];
    expect(["0.001", "0.005", "0.025", "0.1", "0.5", "2.5", "10", "+Inf"].map(bucket)).toEqual([
      "2",
      "3",
      "3",
      "3",
      "4",
      "4",
      "4",
      "5",
    ]);
    expect(line(text, `http_request_duration_seconds_count{${series}}`)).toBe(
      `http_request_duration_seconds_count{${series}} 5`,
    );
    const sum = Number(line(text, `http_request_duration_seconds_sum{${series}}`)?.split(" ")[1]);
    expect(sum).toBeCloseTo(42.2044, 6);
  });

  it("names an unknown method 'other', so no method adds a series", async () => {
    observeRequest("BREW", "/unit-durations", 405, 0.002);
    const text = await processMetrics();
    expect(text).toContain('method="other",route="/unit-durations",status="405"} 1');
    expect(text).not.toContain("BREW");
  });

  it("sums across a cluster's workers, as the primary gathers them", async () => {
    const first = new RequestDurations();
    const second = new RequestDurations();
    first.observe("GET", "/", 200, 0.0002);
    first.observe("GET", "/", 200, 0.02);
    second.observe("GET", "/", 200, 0.0003);
    const summed = AggregatorRegistry.aggregate([[first.get()], [second.get()]]);
    const text = await summed.metrics();
    const root = 'method="GET",route="/",status="200"';
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.001",${root}} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="+Inf",${root}} 3`);
    expect(text).toContain(`http_request_duration_seconds_count{${root}} 3`);
  });

  it("keeps one series per method, status and route, and forgets them all on reset", () => {
    const durations = new RequestDurations();
    durations.observe("GET", "/", 200, 0.0002);
    durations.observe("GET", "/", 304, 0.0002);
    durations.observe("HEAD", "/", 200, 0.0002);
    durations.observe("GET", "/camps", 200, 0.0002);
    durations.observe("GET", "/", 200, 0.0002);
    const counts = durations
      .get()
      .values.filter((value) => value.metricName.endsWith("_count"))
      .map(({ labels, value }) => `${labels.method} ${labels.status} ${labels.route} ${value}`);
    expect(counts).toEqual(["GET 200 / 2", "GET 304 / 1", "HEAD 200 / 1", "GET 200 /camps 1"]);
    durations.reset();
    expect(durations.get().values).toEqual([]);
    durations.observe("GET", "/", 200, 0.0002);
    expect(durations.get().values.filter((value) => value.metricName.endsWith("_count"))).toEqual([
      expect.objectContaining({ value: 1 }),
    ]);
  });
});
