import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../kit/ChunkErrorBoundary';
import { PageSpin } from '../kit/PageSpin';

/** A lazily loaded top-level screen: full-page spinner while loading, error view on failure. */
export function standalone(node: ReactNode, key: string): ReactNode {
  return (
    <ChunkErrorBoundary resetKey={key}>
      <Suspense fallback={<PageSpin fullscreen />}>{node}</Suspense>
    </ChunkErrorBoundary>
  );
}
