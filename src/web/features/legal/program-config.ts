// The ambassador application lives on an outside form service; its address is configured at
// build time. The default points at the reserved trainhub.example domain, like the demo data.
const env: Record<string, unknown> = import.meta.env;
const configured = env.VITE_AMBASSADOR_APPLY_URL;

export const AMBASSADOR_APPLY_URL =
  typeof configured === 'string' && configured.trim() !== ''
    ? configured.trim()
    : 'https://trainhub.example/apply/campus-ambassador';
