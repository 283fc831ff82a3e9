import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? './data/e2e';
// The build the server runs (`npm run build`'s dist/); a copy elsewhere lets two runs work side by side.
const DIST_DIR = process.env.E2E_DIST_DIR ?? './dist';
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? `${DIST_DIR}/web`;

// Each width has its own server and database (the next port, its own data directory), so the two
// widths run side by side while the journeys of one width run one after another against theirs:
// each width starts from the demo data alone, and neither waits for the other (ADR 0067).
const WIDTHS = [
  { name: 'desktop', device: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  { name: 'phone', device: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
].map((width, i) => ({ ...width, port: PORT + i, dataDir: `${DATA_DIR}-${width.name}` }));

// Browser journeys against the real server: built web app, embedded database, demo data.
export default defineConfig({
  testDir: './tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: false,
  workers: WIDTHS.length,
  retries: 0,
  // A long journey takes ~16 s alone and ~27 s with the other width beside it on two cores; a busy
  // CI host has taken it past 30 s, and on 2026-11-29 the same machine type ran the whole suite
  // 3.7 times slower than the day before (36 min against 9.8; journeys past a minute, pages past
  // 10 s). Waits bound a hung step, not the speed of the day's host: a step that never comes
  // still fails, later.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // As a visitor who asked for less motion (the theme respects it): a dialog is where it stays
    // when its button is clicked. A dialog sliding in took a click at its button's place before
    // the slide ended on a slow CI host, and the click fell beside it (2026-11-29).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: WIDTHS.map((width) => ({
    name: width.name,
    // One journey at a time against this width's database: they share its demo accounts.
    workers: 1,
    use: { ...width.device, baseURL: `http://127.0.0.1:${width.port}` },
  })),
  webServer: WIDTHS.map((width) => ({
    // A fresh database each run: the demo seed is part of what is tested.
    // The production bundle (`npm run build`), as `npm start` and a deployment run it.
    command: `rm -rf ${width.dataDir} && node ${DIST_DIR}/server/main.js`,
    url: `http://127.0.0.1:${width.port}/healthz`,
    // DEV_CLOCK: the trainer loop test moves the server clock past a training's end (ADR 0018).
    env: {
      PORT: String(width.port),
      DATA_DIR: width.dataDir,
      WEB_DIST_DIR,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DEV_CLOCK: 'true',
      // Sign-in throttling is tested against the API (rate-limits.test.ts); here the demo
      // account signs in far more often than 10 times in 15 minutes from one address.
      RATE_LIMITS: 'false',
      // No PUBLIC_URL, as `npm start`: upload links are paths and emailed links follow the
      // loopback address each page was opened at (ADR 0031, tests/e2e/any-address.spec.ts).
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
