// zod probes `new Function('')` when it builds an object schema, to decide whether it may
// compile fast parsers. Our CSP (script-src 'self', ADR 0020) blocks eval, so the probe always
// fails, and Chromium reports the blocked attempt as a CSP issue (Lighthouse best practices,
// ADR 0021). jitless skips the probe; parsing is what it was, since eval was never allowed.
// It must be set before any schema module runs, so the entry imports this module (router.tsx).
// zod keeps its settings in this global (zod/v4/core/core.js, shared by every copy of zod), and
// setting it costs nothing in the entry chunk; importing zod's `config` would add part of zod
// there (ADR 0021).
// zod-setup.test.ts checks that zod still reads it.
export const ZOD_SETTINGS = '__zod_globalConfig';
const current: unknown = Reflect.get(globalThis, ZOD_SETTINGS);
if (typeof current === 'object' && current !== null) Object.assign(current, { jitless: true });
else Reflect.set(globalThis, ZOD_SETTINGS, { jitless: true });
