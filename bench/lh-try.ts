// Lighthouse (mobile) on the pages given as arguments: `npx tsx bench/lh-try.ts http://127.0.0.1:3000/`.
import { lighthouseFigures } from './lib/lighthouse';

console.log(await lighthouseFigures(process.argv.slice(2)));
