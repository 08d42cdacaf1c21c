// A reader thread's first module: plain JavaScript, so Node starts it whatever runs the process (the server runs
// under `node --import tsx`, the tests under Vitest). It registers tsx's loader, then runs the TypeScript thread.
import { register } from 'tsx/esm/api';

register();
await import('./reader-thread.ts');
