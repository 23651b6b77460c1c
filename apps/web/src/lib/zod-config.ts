import { z } from 'zod';

// zod probes for `new Function` support on its first object parse; our CSP forbids eval, so the
// probe shows as a CSP violation in every browser console. Parsing without the JIT avoids it.
z.config({ jitless: true });
