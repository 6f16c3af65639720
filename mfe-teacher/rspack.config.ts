// Build of the Teacher remote: `npm run build -w @tavollet/mfe-teacher` -> mfe-teacher/dist/ (see ../rspack.shared.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appConfig } from '../rspack.shared.ts';
import federation from './module-federation.config.ts';

export default appConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), federation, workspaceChunk: true });
