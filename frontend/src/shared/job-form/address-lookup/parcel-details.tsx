import { addressLines } from '@job-intake/contracts/job-form/address';
import type { ParcelDto } from '@job-intake/contracts/lookups/lookups-api';
import Button from 'react-bootstrap/Button';
import type { ApplyChoice } from './parcel-flow';

interface ParcelDetailsProps {
  parcel: ParcelDto;
  /** False when the field has no part the owner could fill. */
  ownerApplies: boolean;
  onApply: (choice: ApplyChoice) => void;
}

/** A parcel's number, address and owner with the apply actions (the flow's card and the map). */
export function ParcelDetails({ parcel, ownerApplies, onApply }: ParcelDetailsProps) {
  const { name, ...mailing } = parcel.owner;
  return (
    <>
      <dl className="row small mb-2">
        <dt className="col-sm-3">Parcel</dt>
        <dd className="col-sm-9 mb-1">{parcel.parcel_id}</dd>
        <dt className="col-sm-3">Address</dt>
        <dd className="col-sm-9 mb-1">{addressLines(parcel.address).join(' · ')}</dd>
        <dt className="col-sm-3">Owner</dt>
        <dd className="col-sm-9 mb-0">{[name, ...addressLines(mailing)].join(' · ')}</dd>
      </dl>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="primary" onClick={() => onApply('address')}>
          Apply address
        </Button>
        {ownerApplies && (
          <>
            <Button size="sm" variant="outline-primary" onClick={() => onApply('owner')}>
              Apply owner
            </Button>
            <Button size="sm" variant="outline-primary" onClick={() => onApply('both')}>
              Apply both
            </Button>
          </>
        )}
      </div>
    </>
  );
}
