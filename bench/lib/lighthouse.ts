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
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Runs per page; the figure is the run with the median performance score. */
const RUNS = 3;
/** A run Lighthouse itself could not complete (e.g. NO_NAVSTART, "run Lighthouse again") is retried. */
const MAX_ATTEMPTS = 3;

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU) on each page, in Debian's Chromium:
 * three runs per page, the one with the median performance score reported (scores move by a few
 * points from run to run on a shared machine).
 */
export async function lighthouseFigures(urls: string[], runs = RUNS): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')), '--headless=new'],
  });
  const once = async (url: string): Promise<LighthouseFigure> => {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if ((runtimeError || categories.performance?.score == null) && attempt < MAX_ATTEMPTS) continue;
      return {
        url,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      };
    }
  };
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      const all: LighthouseFigure[] = [];
      for (let i = 0; i < runs; i++) all.push(await once(url));
      all.sort((a, b) => a.performance - b.performance);
      const median = all[Math.floor(all.length / 2)];
      if (median) figures.push(median);
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
