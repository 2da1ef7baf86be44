import {
  LOOKUP_MESSAGES,
  MAP_DEFAULT_CENTRE,
  type LatLng,
  type ParcelDto,
} from '@job-intake/contracts/lookups/lookups-api';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { errorMessage } from '../../api/api-error';
import {
  useGetMapConfigQuery,
  useGetParcelsInAreaQuery,
  type LookupScope,
} from '../../api/lookups-api';
import styles from './address-lookup.module.css';
import { canAskArea } from './map-markers';
import { ParcelDetails } from './parcel-details';
import type { ApplyChoice } from './parcel-flow';
import { ParcelMap, type MapView } from './parcel-map';

interface PropertySearchPanelProps {
  scope: LookupScope;
  /** Where the address is, when known; else the default centre (spec 9). */
  centre: LatLng | null;
  ownerApplies: boolean;
  onApply: (parcel: ParcelDto, choice: ApplyChoice) => void;
  onHide: () => void;
}

/**
 * The property search side panel (spec 2): a map of the parcels around the address; clicking one
 * selects it and shows its owner and address with the parcel flow's apply actions.
 */
export default function PropertySearchPanel(props: PropertySearchPanelProps) {
  const { scope, ownerApplies, onApply, onHide } = props;
  const titleId = useId();
  const [ready, setReady] = useState(false);
  const mapConfig = useGetMapConfigQuery(scope);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<ParcelDto | null>(null);
  const askable = view !== null && canAskArea(view.box);
  const area = useGetParcelsInAreaQuery(
    { scope, box: view?.box ?? { south: 0, west: 0, north: 0, east: 0 } },
    { skip: !askable },
  );
  const parcels = (askable && area.data?.parcels) || [];

  return (
    <Offcanvas
      show
      placement="end"
      onHide={onHide}
      onEntered={() => setReady(true)}
      className={styles.panel}
      aria-labelledby={titleId}
    >
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id={titleId}>Property search</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {area.isError && askable && (
          <Alert variant="danger">
            {LOOKUP_MESSAGES.overlays(
              errorMessage(area.error, 'the parcel service did not answer'),
            )}
          </Alert>
        )}
        {view && (!askable || area.data?.truncated) && (
          <div className="small text-body-secondary mb-2">Zoom in to see every parcel.</div>
        )}
        {ready && !mapConfig.isLoading && (
          <ParcelMap
            centre={props.centre ?? MAP_DEFAULT_CENTRE}
            tiles={mapConfig.data ?? null}
            parcels={parcels}
            selectedId={selected?.parcel_id ?? null}
            onView={setView}
            onSelect={setSelected}
          />
        )}
        <div className="mt-3" aria-live="polite">
          {selected ? (
            <ParcelDetails
              parcel={selected}
              ownerApplies={ownerApplies}
              onApply={(choice) => {
                onApply(selected, choice);
                onHide();
              }}
            />
          ) : (
            <div className="small text-body-secondary">{LOOKUP_MESSAGES.noParcelSelected}</div>
          )}
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
