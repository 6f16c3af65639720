// Federation config of the shell (the host). It knows no remote at build time: the list comes
// from `GET /api/remotes` at start (src/lib/federation/remote-registry.ts).
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { shared, shareStrategy } from '../mf.shared.ts';

export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared,
  shareStrategy,
  // The remotes are built with `experiments.externalRuntime`: they use this copy of the
  // federation runtime instead of each shipping ~34 KB gzip of their own.
  // `target: 'web'` leaves the runtime's Node-only code out of the page.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  // Types come from @tavollet/contract, not from generated federation d.ts files.
  dts: false,
});
