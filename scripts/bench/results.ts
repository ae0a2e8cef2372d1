// The shape of bench/results.json, and the performance goals checked against it.
import type { BuildTimes } from './build.ts';
import type { FirstLoad } from './first-load.ts';
import type { LighthouseResult, Preset } from './lighthouse.ts';
import type { Weight } from '../page-weight.ts';
import type { ScalePoint } from './scaling.ts';
import type { HydrationTiming } from './timing.ts';

export interface BenchResults {
  generatedAt: string;
  machine: { cpu: string; cores: number; node: string; chromium: string; loadAverage: number[] };
  settings: { runs: number; routes: string; durationS?: number; notes: string[] };
  build: BuildTimes;
  /** Per page: the first-load files its HTML names (as the budget test reads them), and what Chromium fetched. */
  pages: Array<{ path: string; html: Weight; css: Weight; js: Weight; firstLoad: FirstLoad }>;
  lighthouse: Record<Preset, Array<{ path: string; url: string; result: LighthouseResult }>>;
  hydration: Array<{ path: string } & HydrationTiming>;
  navigation: Array<{ from: string; to: string; coldMs: number; warmMs: number }>;
  scaling: ScalePoint[];
  goals: Goal[];
}

export interface Goal {
  goal: string;
  measured: string;
  pass: boolean;
}

const worst = (values: number[], pick: (...numbers: number[]) => number) =>
  values.length ? values.reduce((a, b) => pick(a, b)) : Number.NaN;

/** The pages whose Lighthouse mobile performance must be 100: both home and contact pages, the about page, and the Japanese lessons page in Japanese. */
export const LIGHTHOUSE_100_PATHS = ['/', '/about', '/contact', '/ja', '/ja/japanese-lessons', '/ja/contact'];

/**
 * The performance goals for the measured figures: Lighthouse mobile performance 100 on
 * LIGHTHOUSE_100_PATHS and >= 99 on every route, CLS 0 and TBT <= 50 ms on every route;
 * `npm run build` <= 10 s; 2,000 routes prerendered in <= 5 s.
 */
export function checkGoals(results: Omit<BenchResults, 'goals'>): Goal[] {
  const mobile = results.lighthouse.mobile.map((entry) => entry.result);
  const goals: Goal[] = [];
  if (mobile.length > 0) {
    const minScore = worst(
      mobile.map((r) => r.performance),
      Math.min,
    );
    const keyPages = results.lighthouse.mobile.filter((entry) => LIGHTHOUSE_100_PATHS.includes(entry.path));
    const below100 = keyPages.filter((entry) => entry.result.performance < 100);
    const maxCls = worst(
      mobile.map((r) => r.cls),
      Math.max,
    );
    const maxTbt = worst(
      mobile.map((r) => r.tbtMs),
      Math.max,
    );
    goals.push(
      ...(keyPages.length > 0
        ? [
            {
              goal: `Lighthouse mobile performance 100 on ${LIGHTHOUSE_100_PATHS.join(', ')}`,
              measured: below100.length
                ? below100.map((entry) => `${entry.path} ${entry.result.performance}`).join(', ')
                : `100 on the ${keyPages.length} measured`,
              pass: below100.length === 0,
            },
          ]
        : []),
      {
        goal: 'Lighthouse mobile performance ≥ 99 on every route',
        measured: `lowest ${minScore}`,
        pass: minScore >= 99,
      },
      { goal: 'CLS 0 on every route (mobile)', measured: `highest ${maxCls.toFixed(3)}`, pass: maxCls === 0 },
      { goal: 'TBT ≤ 50 ms on every route (mobile)', measured: `highest ${Math.round(maxTbt)} ms`, pass: maxTbt <= 50 },
    );
  }
  const build = results.build.npmRunBuildMs;
  goals.push({
    goal: 'full `npm run build` ≤ 10 s',
    measured: `${(build / 1000).toFixed(1)} s`,
    pass: build <= 10_000,
  });
  const largest = results.scaling.find((point) => point.pages === 2000);
  if (largest) {
    goals.push({
      goal: '2,000 routes prerendered ≤ 5 s',
      measured: `${(largest.processMs / 1000).toFixed(1)} s (process), ${(largest.prerenderMs / 1000).toFixed(1)} s (in process)`,
      pass: largest.processMs <= 5_000,
    });
  }
  return goals;
}
