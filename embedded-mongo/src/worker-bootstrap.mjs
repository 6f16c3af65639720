// Entry of the embedded server's worker thread (in-worker.ts). A worker does not inherit the
// parent's `--import tsx` loader, so it registers tsx itself before loading the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./worker-entry.ts');
