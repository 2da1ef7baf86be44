import { createContext, useContext } from 'react';
import type { LookupScope } from '../../api/lookups-api';

/** Whose lookups the address fields use; null: manual entry only (lookup-scope-provider.tsx). */
export const LookupScopeContext = createContext<LookupScope | null>(null);

export const useLookupScope = () => useContext(LookupScopeContext);
