// local only, not committed
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium';
const tag = process.env.TAG ?? 'x';
const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: [...CHROMIUM_ARGS.filter((a) => !a.startsWith('--headless')), '--headless=new'] });
try {
  for (const url of process.argv.slice(2)) {
    const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
    if (!r) continue;
    const { categories: c, audits: a } = r.lhr;
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    writeFileSync(`/tmp/lh/${tag}${name}.json`, JSON.stringify(r.lhr));
    console.log(`\n== ${url} perf ${Math.round((c.performance?.score ?? 0) * 100)} a11y ${Math.round((c.accessibility?.score ?? 0) * 100)} bp ${Math.round((c['best-practices']?.score ?? 0) * 100)} FCP ${Math.round(a['first-contentful-paint']?.numericValue ?? 0)} LCP ${Math.round(a['largest-contentful-paint']?.numericValue ?? 0)} CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} TBT ${Math.round(a['total-blocking-time']?.numericValue ?? 0)} SI ${Math.round(a['speed-index']?.numericValue ?? 0)}`);
    for (const [id, au] of Object.entries(a)) {
      if (au.score !== null && au.score < 0.9 && au.scoreDisplayMode !== 'informative') console.log(`  ${id}: ${au.score} ${au.displayValue ?? ''}`);
    }
  }
} finally { chrome.kill(); }
