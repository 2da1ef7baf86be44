import type { AddressPart, AddressValue } from '@job-intake/contracts/job-form/address';
import {
  LOOKUP_MESSAGES,
  type LatLng,
  type ParcelDto,
  type PlaceSuggestion,
} from '@job-intake/contracts/lookups/lookups-api';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorStatus } from '../../api/api-error';
import { useLazyGetPlaceQuery, type LookupScope } from '../../api/lookups-api';
import { LookupInput } from './lookup-input';
import { applyParcel, canApplyOwner, parcelQueryOf } from './parcel-apply';
import { useOwnerTarget } from './owner-target';
import type { ApplyChoice } from './parcel-flow';
import { ParcelFlowCard } from './parcel-flow-card';
import { useParcelFlow } from './use-parcel-flow';

/** Leaflet loads with the panel, never with the page. */
const PropertySearchPanel = lazy(() => import('./property-search-panel'));

interface AddressLookupProps {
  fieldId: string;
  scope: LookupScope;
  value: AddressValue;
  parts: ReadonlySet<AddressPart>;
  compact: boolean;
  onChange: (value: AddressValue) => void;
}

/**
 * Above an address's parts (spec 2 and 4): the lookup that fills them from a chosen suggestion
 * (rooftop-precise places only), the parcel flow's card, and the property search map.
 */
export function AddressLookup({
  fieldId,
  scope,
  value,
  parts,
  compact,
  onChange,
}: AddressLookupProps) {
  const [message, setMessage] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [point, setPoint] = useState<LatLng | null>(null);
  const [getPlace] = useLazyGetPlaceQuery();
  const { state, dispatch } = useParcelFlow(scope, value);
  // The owner goes to the form's Owner address when there is one (else to this name part).
  const ownerTarget = useOwnerTarget();
  const elsewhere = ownerTarget && ownerTarget.fieldId !== fieldId ? ownerTarget : null;
  const ownerApplies = elsewhere !== null || canApplyOwner(parts);

  async function choose(suggestion: PlaceSuggestion) {
    setMessage(null);
    const answer = await getPlace({ scope, placeId: suggestion.place_id }, true);
    if (!answer.data) {
      setMessage(
        errorStatus(answer.error) === 404
          ? LOOKUP_MESSAGES.addressNotFound
          : LOOKUP_MESSAGES.addressFailed,
      );
    } else if (answer.data.precision !== 'rooftop') setMessage(LOOKUP_MESSAGES.addressNotFound);
    else {
      setPoint(answer.data.location);
      const filled = Object.entries(answer.data.address).filter(([part]) =>
        parts.has(part as AddressPart),
      );
      onChange({ ...value, ...Object.fromEntries(filled) });
    }
  }

  function apply(parcel: ParcelDto, choice: ApplyChoice) {
    const here = elsewhere ? (choice === 'owner' ? null : 'address') : choice;
    const next = here ? applyParcel(value, parcel, here, parts) : value;
    if (here) onChange(next);
    if (elsewhere && choice !== 'address') elsewhere.apply(parcel.owner);
    dispatch({ type: 'applied', parcel, choice, query: parcelQueryOf(next) });
  }

  const found = state.status === 'found' ? state.parcel : null;
  return (
    <div className="mb-3 d-print-none">
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="flex-grow-1">
          <LookupInput
            id={`${fieldId}__lookup`}
            scope={scope}
            compact={compact}
            onChoose={(suggestion) => void choose(suggestion)}
            onManual={() => document.getElementById(`${fieldId}__address`)?.focus()}
          />
        </div>
        <Button
          size={compact ? 'sm' : undefined}
          variant="outline-secondary"
          onClick={() => setMapOpen(true)}
        >
          Property search
        </Button>
      </div>
      {message && (
        <div className="small text-danger mt-1" role="alert">
          {message}
        </div>
      )}
      <ParcelFlowCard
        state={state}
        ownerApplies={ownerApplies}
        onApply={(choice) => found && apply(found, choice)}
        onDismiss={() => dispatch({ type: 'dismissed' })}
      />
      {mapOpen && (
        <Suspense fallback={null}>
          <PropertySearchPanel
            scope={scope}
            centre={found?.centre ?? point}
            ownerApplies={ownerApplies}
            onApply={apply}
            onHide={() => setMapOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
