// Lighthouse A/B of two (or more) running builds, runs alternating between them so both meet the
// same host noise (ADR 0026): `npx tsx bench/ab-lh.ts 3 /s/bluegrass-state /laura-koch
// base=http://127.0.0.1:3601 new=http://127.0.0.1:3602`. Prints each page's median performance
// score, blocking time and LCP per build, with every run's figure.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium';
import { cpuMultiplierFor } from './lib/lighthouse';

const [runs = '3', ...rest] = process.argv.slice(2);
const paths = rest.filter((a) => !a.includes('='));
const builds = rest.filter((a) => a.includes('=')).map((a) => a.split('=', 2) as [string, string]);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')), '--headless=new'],
});
let multiplier = 4;
const results = new Map<string, { perf: number[]; tbt: number[]; lcp: number[] }>();
try {
  for (let i = 0; i < Number(runs); i++) {
    for (const path of paths) {
      for (const [name, origin] of i % 2 ? [...builds].reverse() : builds) {
        const result = await lighthouse(origin + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttling: { cpuSlowdownMultiplier: multiplier },
        });
        if (!result) continue;
        const { lhr } = result;
        multiplier = cpuMultiplierFor(lhr.environment.benchmarkIndex);
        if (lhr.runtimeError) continue; // e.g. NO_NAVSTART on a busy host: not a figure
        const entry = results.get(`${path} ${name}`) ?? { perf: [], tbt: [], lcp: [] };
        entry.perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        entry.tbt.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0));
        entry.lcp.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
        results.set(`${path} ${name}`, entry);
      }
    }
  }
} finally {
  chrome.kill();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [key, e] of results) {
  console.log(
    `${key.padEnd(40)} performance ${median(e.perf)} ${JSON.stringify(e.perf)}, TBT ${median(e.tbt)} ms ${JSON.stringify(e.tbt)}, LCP ${median(e.lcp)} ms`,
  );
}
