// Build of the Teacher remote: `npm run build -w @tavollet/mfe-teacher` -> mfe-teacher/dist/ (see ../rspack.shared.ts).
// Two compilers: the browser build (the federation remote) and its server renderer for the
// gateway (dist/.server/).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackOptions } from '@rspack/core';
import { appConfig, serverRenderConfig } from '../rspack.shared.ts';
import federation from './module-federation.config.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const browser = appConfig({ dir, federation, workspaceChunk: true });
const server = serverRenderConfig({ dir, name: federation.name!, entry: './src/server/first-screen.tsx' });

export default async (
  env: Parameters<typeof browser>[0],
  argv: Parameters<typeof browser>[1],
): Promise<RspackOptions[]> => [{ ...(await browser(env, argv)), name: 'browser' }, server(argv)];
