import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingState } from '../shared/components/loading-state';

/**
 * A page whose code is fetched the first time it is shown (its own chunk of the build), with the
 * app's loading state meanwhile: the first load carries only the page the user opens.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Page />
      </Suspense>
    );
  };
}
