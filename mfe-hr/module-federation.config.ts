// Federation config of the HR remote: exposes `./App` (RemoteProps -> its routes under /app/hr).
import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { shared, shareStrategy } from '../mf.shared.ts';

export default createModuleFederationConfig({
  name: 'mfe_hr',
  filename: 'remoteEntry.js',
  exposes: { './App': './src/app.tsx' },
  shared,
  shareStrategy,
  // Use the shell's federation runtime (it sets provideExternalRuntime) instead of shipping one.
  experiments: { externalRuntime: true },
  dts: false,
});
