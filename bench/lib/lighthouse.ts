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
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Lighthouse's default (mobile, simulated slow 4G and 4x CPU) on each page, in Debian's Chromium. */
export async function lighthouseFigures(urls: string[]): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')), '--headless=new'],
  });
  try {
    const figures: LighthouseFigure[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${url}`);
      const { categories, audits } = result.lhr;
      figures.push({
        url,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
