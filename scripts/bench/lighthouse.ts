// Lighthouse 12 (the npm package) against the local server, in the mobile default
// configuration (simulated slow 4G, 4x CPU) and the desktop preset, through the
// benchmark's Chromium.
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './stats.ts';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores (0-100) and metrics of one page; medians when several runs are combined. */
export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's runtime error or warnings, if any run had them. */
  problems: string[];
}

const CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

/** One Lighthouse run of `url` on the Chromium listening at `port`. */
export async function runLighthouse(port: number, url: string, preset: Preset): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableFullPageScreenshot: true },
    CONFIGS[preset],
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    problems: [...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
  };
}

/** The median of each score and metric over several runs. */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const of = (key: Exclude<keyof LighthouseResult, 'problems'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    problems: [...new Set(runs.flatMap((run) => run.problems))],
  };
}
