// Run by `npm test` after the build: fails when a watched route's first load outgrows its budget.
import { bundleFigures } from './lib/bundle';

const figures = bundleFigures();
let over = 0;
for (const f of figures) {
  const budget = f.budgetKb ? ` (budget ${f.budgetKb} KB)` : '';
  const fails = f.budgetKb !== undefined && f.gzipKb > f.budgetKb;
  if (fails) over += 1;
  console.log(
    `${fails ? 'OVER' : 'ok  '} ${f.route}: ${f.gzipKb.toFixed(1)} KB gz initial JS in ${f.files} files${budget}`,
  );
}
if (!figures.some((f) => f.route.startsWith('/ (landing)'))) {
  console.error('the landing page chunk was not found in the build manifest');
  process.exit(1);
}
if (over > 0) process.exit(1);
