// The one error type the shell shows as "A(z) … modul nem tölthető be.".
import type { RemoteName } from '@tavollet/contract/remote-props';

/** A remote's manifest, entry or chunks could not be fetched or evaluated. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName | string,
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" could not be loaded`, options);
  }
}

/** `mfe_hr/App` -> `mfe_hr`; a manifest URL -> its `/remotes/<folder>/` name when recognisable. */
export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}
