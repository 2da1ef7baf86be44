import { useMemo, type ReactNode } from 'react';
import type { LookupScope } from '../../api/lookups-api';
import { LookupScopeContext } from './lookup-scope-context';

/**
 * The page that renders a job form says whose lookups its address fields use (staff, a share
 * link's guest or a public form's guest). Without it the job form stays API-free: address
 * fields are manual entry only. The scope stays the same object while its id does.
 */
export function LookupScopeProvider({
  scope,
  children,
}: {
  scope: LookupScope;
  children: ReactNode;
}) {
  const { kind } = scope;
  const id = scope.kind === 'link' ? scope.uuid : scope.kind === 'new' ? scope.appid : '';
  const stable = useMemo<LookupScope>(
    () => (kind === 'link' ? { kind, uuid: id } : kind === 'new' ? { kind, appid: id } : { kind }),
    [kind, id],
  );
  return <LookupScopeContext.Provider value={stable}>{children}</LookupScopeContext.Provider>;
}
