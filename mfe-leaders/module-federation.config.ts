// Federation config of the Leaders remote: exposes `./App` (RemoteProps -> its routes under /app/igazgato and /app/igazgatohelyettes).
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { shared, shareStrategy } from '../mf.shared.ts';

export default createModuleFederationConfig({
  name: 'mfe_leaders',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app.tsx' },
  shared,
  shareStrategy,
  // Use the shell's federation runtime (it sets provideExternalRuntime) instead of shipping one.
  experiments: { externalRuntime: true },
  dts: false,
});
