import { z } from "zod";

// Zod for the model's schemas. Some model modules reach the browser with their records, and the
// site's Content-Security-Policy refuses eval: zod is told not to try it (its "JIT" probe).
z.config({ jitless: true });

export { z };
