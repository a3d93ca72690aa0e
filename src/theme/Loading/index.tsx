// Swizzled because the fallback Loading of Docusaurus core shows an English "Retry" box that no
// configuration translates; this shows the same Spanish error box as src/clientModules/chunkRecovery.
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import ChunkErrorNotice from '@site/src/components/ChunkErrorNotice';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) return <ChunkErrorNotice onRetry={retry} />;
  if (pastDelay) {
    return (
      <p role="status" className="margin-vert--xl text--center">
        Cargando…
      </p>
    );
  }
  return null;
}
