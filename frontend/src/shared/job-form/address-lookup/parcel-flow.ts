/**
 * The address parcel flow (spec 4) as a pure state machine: the typed address waits out the
 * debounce, then a parcel lookup runs and ends found, none or failed; the reviewer applies the
 * parcel's address, its owner or both (each applied part gets a badge) or dismisses the card; a
 * parcel chosen on the map is applied the same way and becomes the card's.
 * Answers to an older question are ignored, so a slow lookup never overwrites a newer one.
 */
import type { ParcelDto } from '@job-intake/contracts/lookups/lookups-api';

export type ParcelPart = 'address' | 'owner';
export type ApplyChoice = ParcelPart | 'both';

export type ParcelFlowState =
  | { status: 'idle' }
  | { status: 'debouncing' | 'searching' | 'none' | 'dismissed'; query: string }
  | { status: 'failed'; query: string; message: string }
  | { status: 'found'; query: string; parcel: ParcelDto; applied: readonly ParcelPart[] };

export type ParcelFlowEvent =
  /** The address parts changed; query is '' while they are too incomplete to look up. */
  | { type: 'addressChanged'; query: string }
  | { type: 'debounceElapsed' }
  | { type: 'parcelFound'; query: string; parcel: ParcelDto }
  | { type: 'parcelMissing'; query: string }
  | { type: 'lookupFailed'; query: string; message: string }
  /** A parcel (the card's or one chosen on the map) applied; query is the address it left. */
  | { type: 'applied'; parcel: ParcelDto; choice: ApplyChoice; query: string }
  | { type: 'dismissed' };

export const PARCEL_FLOW_START: ParcelFlowState = { status: 'idle' };

const queryOf = (state: ParcelFlowState) => (state.status === 'idle' ? '' : state.query);

function partsOf(choice: ApplyChoice): ParcelPart[] {
  return choice === 'both' ? ['address', 'owner'] : [choice];
}

export function parcelFlow(state: ParcelFlowState, event: ParcelFlowEvent): ParcelFlowState {
  switch (event.type) {
    case 'addressChanged':
      if (event.query === queryOf(state)) return state;
      return event.query ? { status: 'debouncing', query: event.query } : PARCEL_FLOW_START;
    case 'debounceElapsed':
      return state.status === 'debouncing' ? { status: 'searching', query: state.query } : state;
    case 'parcelFound':
    case 'parcelMissing':
    case 'lookupFailed':
      return state.status === 'searching' && state.query === event.query ? settled(event) : state;
    case 'applied': {
      // Applying the address changes the parts: the new address is this parcel's, not a question.
      const same = state.status === 'found' && state.parcel.parcel_id === event.parcel.parcel_id;
      const before = same ? state.applied : [];
      return {
        status: 'found',
        query: event.query,
        parcel: event.parcel,
        applied: [...new Set([...before, ...partsOf(event.choice)])],
      };
    }
    case 'dismissed':
      return state.status === 'idle' ? state : { status: 'dismissed', query: state.query };
  }
}

function settled(
  event: Extract<ParcelFlowEvent, { type: 'parcelFound' | 'parcelMissing' | 'lookupFailed' }>,
): ParcelFlowState {
  if (event.type === 'parcelFound') {
    return { status: 'found', query: event.query, parcel: event.parcel, applied: [] };
  }
  if (event.type === 'parcelMissing') return { status: 'none', query: event.query };
  return { status: 'failed', query: event.query, message: event.message };
}
