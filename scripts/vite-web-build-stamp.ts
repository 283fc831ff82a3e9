import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  WEB_BUILD_STAMP_FILE,
  type WebBuildStamp,
  webBuildFingerprint,
} from '../src/server/features/web-pages/web-build-stamp';

/**
 * For `vite build --ssr`: records which web build (`dist/web` for `dist/web-ssr`) the renderer
 * was built with, so that the server never pairs a renderer with a newer web app whose code
 * would not hydrate its HTML: it sends the single-page shell then (ADR 0022).
 */
export function webBuildStamp(): Plugin {
  let outDir = '';
  return {
    name: 'trainhub-web-build-stamp',
    apply: (config, env) => env.command === 'build' && Boolean(config.build?.ssr),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const webIndex = path.join(outDir.replace(/-ssr$/, ''), 'index.html');
      const stamp: WebBuildStamp = {
        indexHtmlSha256: existsSync(webIndex) ? webBuildFingerprint(readFileSync(webIndex)) : null,
      };
      writeFileSync(path.join(outDir, WEB_BUILD_STAMP_FILE), JSON.stringify(stamp));
    },
  };
}
