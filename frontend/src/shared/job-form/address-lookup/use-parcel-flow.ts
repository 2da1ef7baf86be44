import type { AddressValue } from '@job-intake/contracts/job-form/address';
import {
  LOOKUP_MESSAGES,
  PARCEL_LOOKUP_DEBOUNCE_MS,
} from '@job-intake/contracts/lookups/lookups-api';
import { useEffect, useReducer } from 'react';
import { errorStatus } from '../../api/api-error';
import { useLazyGetParcelByAddressQuery, type LookupScope } from '../../api/lookups-api';
import { parcelQueryOf } from './parcel-apply';
import { PARCEL_FLOW_START, parcelFlow } from './parcel-flow';

/**
 * Runs the parcel flow (parcel-flow.ts) for an address: each change restarts the debounce, then
 * the lookup runs (answers are cached per address for the session). A missing parcel is 404.
 */
export function useParcelFlow(scope: LookupScope, value: AddressValue) {
  const [state, dispatch] = useReducer(parcelFlow, PARCEL_FLOW_START);
  const [lookUp] = useLazyGetParcelByAddressQuery();
  const query = parcelQueryOf(value);

  useEffect(() => dispatch({ type: 'addressChanged', query }), [query]);

  useEffect(() => {
    if (state.status !== 'debouncing') return;
    const timer = setTimeout(
      () => dispatch({ type: 'debounceElapsed' }),
      PARCEL_LOOKUP_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [state]);

  const searching = state.status === 'searching' ? state.query : null;
  useEffect(() => {
    if (searching === null) return;
    lookUp({ scope, address: searching }, true)
      .unwrap()
      .then(
        (parcel) => dispatch({ type: 'parcelFound', query: searching, parcel }),
        (error: unknown) =>
          dispatch(
            errorStatus(error) === 404
              ? { type: 'parcelMissing', query: searching }
              : { type: 'lookupFailed', query: searching, message: LOOKUP_MESSAGES.parcelFailed },
          ),
      );
  }, [searching, scope, lookUp]);

  return { state, dispatch };
}
