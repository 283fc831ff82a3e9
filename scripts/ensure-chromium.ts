// Runs before the browser tests: finds a Chromium, or installs Debian's when it can.
import { execSync } from 'node:child_process';
import { findChromium } from './chromium';

function canInstallWithApt(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

const found = findChromium();
if (found) {
  console.log(`chromium: ${found}`);
} else if (canInstallWithApt()) {
  console.log("chromium: none found; installing Debian's chromium with apt-get (one time)");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  const installed = findChromium();
  if (!installed) {
    console.error('chromium: apt-get finished but no Chromium was found');
    process.exit(1);
  }
  console.log(`chromium: ${installed}`);
} else {
  console.error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium',
      '  - or point CHROMIUM_PATH at a Chromium/Chrome binary',
      '  - or, where downloads work: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}
