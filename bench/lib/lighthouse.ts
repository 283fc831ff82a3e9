import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium';

export interface LighthouseFigure {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`): its 4x CPU
   * slowdown stands for a mid-tier phone on a host of about 1,500 and up (docs/throttling.md).
   */
  benchmarkIndex: number;
  /** The CPU slowdown of this run (`cpuMultiplierFor` the index seen by the run before it). */
  cpuMultiplier: number;
  /** Every run's performance score for the page, in run order (the figure is the median run). */
  performanceRuns: number[];
}

/** Lighthouse's default CPU slowdown, meant for a host with a benchmark index of ~1,500 and up. */
const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * Lighthouse's CPU slowdown calculator (docs/throttling.md, "Calibrating the CPU slowdown", and
 * the calculator it links to): the slowdown that brings a host of this benchmark index to a
 * mid-tier phone. Never above the default: on a fast host the default stands; on a slower one
 * (ours measured 1,050-2,000 from one minute to the next) 4x emulates a slower phone than
 * Lighthouse means to, and Lighthouse itself warns that the slowdown should be calibrated.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + Math.max(0, benchmarkIndex - 150) / 650;
  return Math.min(DEFAULT_CPU_MULTIPLIER, Math.max(1, multiplier));
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Runs per page; the figure is the run with the median performance score. Five, as
 * Lighthouse's docs on variability advise (docs/variability.md, "Run Lighthouse multiple
 * times": the median of five runs about halves the variability of one); with three runs per
 * page the same build measured 91 and 95 on the trainer page in two bench runs.
 */
const RUNS = 5;
/** A run Lighthouse itself could not complete (e.g. NO_NAVSTART, "run Lighthouse again") is retried. */
const MAX_ATTEMPTS = 3;
/**
 * A run whose host speed (its own benchmark index) called for a slowdown more than this far
 * from the one it used, taken from the run before, is run again: the host's
 * index was seen to jump from 2,165 to 1,156 between two runs, so that run emulated a phone
 * far slower than Lighthouse means. Faster and slower swings alike are run again; at most
 * four such runs per bench (about 50 s), so the whole bench stays under 15 minutes.
 */
const MAX_CALIBRATION_GAP = 0.5;
const MAX_RECALIBRATIONS = 4;

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU, calibrated down on a slow host)
 * on each page, in Debian's Chromium: RUNS runs per page, the one with the median performance
 * score reported (scores move by a few points from run to run on a shared machine). The pages
 * take turns, so that a minute of a slower host falls on every page rather than on one.
 */
export async function lighthouseFigures(urls: string[], runs = RUNS): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')), '--headless=new'],
  });
  // Each run's slowdown follows the host's speed as the run before it measured it; a first
  // run (not reported) measures it for the first page.
  let cpuMultiplier = DEFAULT_CPU_MULTIPLIER;
  let recalibrations = 0;
  const once = async (url: string): Promise<LighthouseFigure> => {
    for (let attempt = 1; ; attempt++) {
      const used = cpuMultiplier;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttling: { cpuSlowdownMultiplier: used },
        // Unscored extras that each cost seconds per run (a back/forward navigation, page
        // screenshots): more runs per page fit in the same time.
        skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      cpuMultiplier = cpuMultiplierFor(result.lhr.environment.benchmarkIndex);
      const { categories, audits, runtimeError } = result.lhr;
      if ((runtimeError || categories.performance?.score == null) && attempt < MAX_ATTEMPTS) continue;
      if (Math.abs(cpuMultiplier - used) > MAX_CALIBRATION_GAP && recalibrations < MAX_RECALIBRATIONS) {
        recalibrations += 1;
        attempt -= 1;
        continue;
      }
      return {
        url,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        cpuMultiplier: used,
        performanceRuns: [],
      };
    }
  };
  try {
    const figures: LighthouseFigure[] = [];
    if (urls[0]) await once(urls[0]);
    const runsOf: LighthouseFigure[][] = urls.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [page, url] of urls.entries()) runsOf[page]?.push(await once(url));
    }
    for (const all of runsOf) {
      const performanceRuns = all.map((f) => f.performance);
      all.sort((a, b) => a.performance - b.performance);
      const median = all[Math.floor(all.length / 2)];
      if (median) figures.push({ ...median, performanceRuns });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
