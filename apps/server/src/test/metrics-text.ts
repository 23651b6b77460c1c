import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] as string] = (pair[2] as string).replace(/\\(.)/g, '$1');
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The sum of the samples named `name` whose labels include `labels`; undefined when there is none.
 */
export function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length === 0) return undefined;
  return matching.reduce((sum, sample) => sum + sample.value, 0);
}

/** GET /metrics from loopback, expecting 200; returns the parsed samples. */
export async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({ url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return parseMetrics(response.body);
}
