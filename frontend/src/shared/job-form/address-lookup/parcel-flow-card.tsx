import { LOOKUP_MESSAGES } from '@job-intake/contracts/lookups/lookups-api';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import CloseButton from 'react-bootstrap/CloseButton';
import Spinner from 'react-bootstrap/Spinner';
import { ParcelDetails } from './parcel-details';
import type { ApplyChoice, ParcelFlowState, ParcelPart } from './parcel-flow';

interface ParcelFlowCardProps {
  state: ParcelFlowState;
  ownerApplies: boolean;
  onApply: (choice: ApplyChoice) => void;
  onDismiss: () => void;
}

const BADGES: Record<ParcelPart, string> = {
  address: 'Address applied',
  owner: 'Owner applied',
};

/** What the parcel flow (spec 4) has come to, under the address lookup. */
export function ParcelFlowCard({ state, ownerApplies, onApply, onDismiss }: ParcelFlowCardProps) {
  switch (state.status) {
    case 'searching':
      return (
        <div className="small text-body-secondary my-2" role="status">
          <Spinner size="sm" className="me-2" aria-hidden />
          {LOOKUP_MESSAGES.searching}
        </div>
      );
    case 'none':
      return (
        <div className="small text-body-secondary my-2" role="status">
          {LOOKUP_MESSAGES.noParcelFound}
        </div>
      );
    case 'failed':
      return (
        <div className="small text-danger my-2" role="alert">
          {state.message}
        </div>
      );
    case 'found':
      return (
        <Alert
          variant="light"
          className="border my-2 py-2"
          aria-label={LOOKUP_MESSAGES.parcelFound}
        >
          <div className="d-flex align-items-center gap-2 mb-2">
            <strong className="small">{LOOKUP_MESSAGES.parcelFound}</strong>
            {state.applied.map((part) => (
              <Badge key={part} bg="success">
                {BADGES[part]}
              </Badge>
            ))}
            <CloseButton className="ms-auto" aria-label="Dismiss" onClick={onDismiss} />
          </div>
          <ParcelDetails parcel={state.parcel} ownerApplies={ownerApplies} onApply={onApply} />
        </Alert>
      );
    default:
      return null;
  }
}
