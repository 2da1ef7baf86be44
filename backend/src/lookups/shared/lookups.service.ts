import { BadGatewayException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  LOOKUP_MESSAGES,
  PARCEL_AREA_LIMIT,
  type LatLng,
  type MapConfigDto,
  type ParcelAreaDto,
  type ParcelDto,
  type PlaceDto,
  type PlaceSuggestion,
} from '@job-intake/contracts/lookups/lookups-api';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { GEOCODING_PORT, type GeocodingPort } from '../domain/geocoding.port';
import { LookupError } from '../domain/lookup-error';
import { type Box, PARCEL_PORT, type ParcelPort } from '../domain/parcel.port';
import { AnswerCache } from './answer-cache';

/** A person types an address for a minute or two; the same query within it asks no service. */
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_CAPACITY = 5000;

/**
 * The lookups staff and guests ask for, through the ports: answers cached per normalised query,
 * the rooftop rule, and the spec's messages for "nothing there" (404) and a failed service (502;
 * the service's own words go to the log only).
 */
@Injectable()
export class Lookups {
  private readonly logger = new Logger('Lookups');
  private readonly cache = new AnswerCache<unknown>(CACHE_CAPACITY, CACHE_TTL_MS);

  constructor(
    @Inject(GEOCODING_PORT) private readonly geocoding: GeocodingPort,
    @Inject(PARCEL_PORT) private readonly parcels: ParcelPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  suggestions(query: string): Promise<PlaceSuggestion[]> {
    return this.ask(`places:${normalised(query)}`, LOOKUP_MESSAGES.error, () =>
      this.geocoding.autocomplete(query),
    );
  }

  async place(placeId: string): Promise<PlaceDto> {
    const place = await this.ask(`place:${placeId}`, LOOKUP_MESSAGES.coordinatesFailed, () =>
      this.geocoding.placeDetails(placeId),
    );
    return place ?? notFound(LOOKUP_MESSAGES.addressNotFound);
  }

  /** Spec 8: only a rooftop-precise result counts as the address found. */
  async geocode(address: string): Promise<PlaceDto> {
    const places = await this.ask(
      `geocode:${normalised(address)}`,
      LOOKUP_MESSAGES.coordinatesFailed,
      () => this.geocoding.geocode(address),
    );
    return (
      places.find((place) => place.precision === 'rooftop') ??
      notFound(LOOKUP_MESSAGES.addressNotFound)
    );
  }

  async reverse(point: LatLng): Promise<PlaceDto> {
    const place = await this.ask(`reverse:${pointKey(point)}`, LOOKUP_MESSAGES.addressFailed, () =>
      this.geocoding.reverse(point),
    );
    return place ?? notFound(LOOKUP_MESSAGES.addressNotFound);
  }

  async parcel(at: { address: string } | { point: LatLng }): Promise<ParcelDto> {
    const parcel = await this.ask(
      'address' in at ? `parcel:${normalised(at.address)}` : `parcel@${pointKey(at.point)}`,
      LOOKUP_MESSAGES.parcelFailed,
      () => ('address' in at ? this.parcels.byAddress(at.address) : this.parcels.byPoint(at.point)),
    );
    return parcel ?? notFound(LOOKUP_MESSAGES.noParcelFound);
  }

  area(box: Box): Promise<ParcelAreaDto> {
    const key = [box.south, box.west, box.north, box.east].map((n) => n.toFixed(6)).join(',');
    return this.ask(`area:${key}`, LOOKUP_MESSAGES.parcelFailed, () =>
      this.parcels.inBox(box, PARCEL_AREA_LIMIT),
    );
  }

  mapConfig(): MapConfigDto {
    return {
      tile_url: this.config.MAP_TILE_URL ?? null,
      attribution: this.config.MAP_TILE_ATTRIBUTION ?? null,
    };
  }

  private async ask<T>(key: string, failure: string, load: () => Promise<T>): Promise<T> {
    try {
      return (await this.cache.through(key, load)) as T;
    } catch (error) {
      if (!(error instanceof LookupError)) throw error;
      this.logger.warn(`${failure}: ${error.message}`);
      throw new BadGatewayException(failure);
    }
  }
}

function notFound(message: string): never {
  throw new NotFoundException(message);
}

/** 'Mentor  Ave ' and 'mentor ave' are the same query. */
function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** About 10 cm: closer points are the same point. */
function pointKey({ lat, lng }: LatLng): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}
