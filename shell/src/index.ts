// Async boundary: the federation runtime negotiates the shared singletons (React, the router,
// i18next, the design system…) before any of them runs, so only code that imports none of them
// may run here. Asking the gateway for the remote list now overlaps it with those downloads.
import { startFederation } from './lib/federation/remote-registry.ts';

startFederation();
void import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx');
