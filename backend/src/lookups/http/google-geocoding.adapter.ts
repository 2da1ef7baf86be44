import type { LatLng, PlaceDto, PlaceSuggestion } from '@job-intake/contracts/lookups/lookups-api';
import type { GeocodingPort } from '../domain/geocoding.port';
import { toPlaceDto } from '../domain/geocoder-result';
import { LookupError } from '../domain/lookup-error';
import {
  autocompleteAnswerSchema,
  geocodeAnswerSchema,
  GOOGLE_EMPTY_STATUSES,
  GOOGLE_MAPS_PATHS,
} from './google-maps.contract';
import { getServiceJson, type LookupServiceOptions } from './lookup-http-client';

const WHO = 'The maps service';

/** Google's Places Autocomplete and Geocoding web services (or the sandbox speaking them). */
export class GoogleGeocodingAdapter implements GeocodingPort {
  constructor(private readonly options: LookupServiceOptions) {}

  async autocomplete(query: string): Promise<PlaceSuggestion[]> {
    const answer = await getServiceJson(
      this.options,
      GOOGLE_MAPS_PATHS.autocomplete,
      // Street addresses in the United States: the provider's notices are for US properties.
      { input: query, types: 'address', components: 'country:us', key: this.options.apiKey },
      autocompleteAnswerSchema,
      WHO,
      'the address suggestions',
    );
    if (!this.found(answer, 'the address suggestions')) return [];
    return answer.predictions.map(({ place_id, description }) => ({ place_id, description }));
  }

  async placeDetails(placeId: string): Promise<PlaceDto | null> {
    const [place] = await this.geocodeBy({ place_id: placeId }, `the place ${placeId}`);
    return place ?? null;
  }

  geocode(address: string): Promise<PlaceDto[]> {
    return this.geocodeBy({ address }, 'the coordinates of an address');
  }

  async reverse(point: LatLng): Promise<PlaceDto | null> {
    const [place] = await this.geocodeBy(
      { latlng: `${point.lat},${point.lng}` },
      'the address at a point',
    );
    return place ?? null;
  }

  private async geocodeBy(query: Record<string, string>, what: string): Promise<PlaceDto[]> {
    const answer = await getServiceJson(
      this.options,
      GOOGLE_MAPS_PATHS.geocode,
      { ...query, key: this.options.apiKey },
      geocodeAnswerSchema,
      WHO,
      what,
    );
    return this.found(answer, what) ? answer.results.map(toPlaceDto) : [];
  }

  /** OK: results; ZERO_RESULTS / NOT_FOUND: none; anything else is the service refusing. */
  private found(answer: { status: string; error_message?: string | undefined }, what: string) {
    if (answer.status === 'OK') return true;
    if (GOOGLE_EMPTY_STATUSES.includes(answer.status)) return false;
    const kind = answer.status === 'UNKNOWN_ERROR' ? 'unavailable' : 'refused';
    const detail = answer.error_message ? `: ${answer.error_message}` : '';
    throw new LookupError(kind, `${WHO} answered ${answer.status} for ${what}${detail}`);
  }
}
