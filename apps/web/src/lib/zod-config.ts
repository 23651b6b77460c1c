// The web build resolves every `import … from 'zod'` (ours and the contracts') to this module
// (vite.config.ts), so zod's settings are made before any schema exists, whichever chunk loads
// zod first.
import { config } from 'zod/v4';

// zod probes for `new Function` support on its first object parse; our CSP forbids eval, so the
// probe shows as a CSP violation in every browser console. Parsing without the JIT avoids it.
config({ jitless: true });

export * from 'zod/v4';
