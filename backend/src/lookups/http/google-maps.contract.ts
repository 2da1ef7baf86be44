import { z } from 'zod';
import type { GeocoderResult } from '../domain/geocoder-result';

/**
 * Google Maps Platform web services, JSON output (docs/decisions/0026): Places API Autocomplete
 * and the Geocoding API (by address, by `latlng`, by `place_id`). The key travels as `key=`.
 * Both answer HTTP 200 with a `status`; only OK carries results.
 */
export const GOOGLE_MAPS_PATHS = {
  autocomplete: '/maps/api/place/autocomplete/json',
  geocode: '/maps/api/geocode/json',
} as const;

/** Statuses that mean "nothing there" rather than a failure. */
export const GOOGLE_EMPTY_STATUSES: readonly string[] = ['ZERO_RESULTS', 'NOT_FOUND'];

const text = z.string().max(2000);
const status = z.string().max(100);
const errorMessage = text.optional();

export const autocompleteAnswerSchema = z.object({
  status,
  error_message: errorMessage,
  predictions: z
    .array(z.object({ description: text, place_id: text }))
    .max(100)
    .default([]),
});

const resultSchema: z.ZodType<GeocoderResult, z.ZodTypeDef, unknown> = z.object({
  place_id: text,
  formatted_address: text,
  address_components: z
    .array(z.object({ long_name: text, short_name: text, types: z.array(text).max(50) }))
    .max(100),
  geometry: z.object({
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    location_type: z.enum(['ROOFTOP', 'RANGE_INTERPOLATED', 'GEOMETRIC_CENTER', 'APPROXIMATE']),
  }),
});

export const geocodeAnswerSchema = z.object({
  status,
  error_message: errorMessage,
  results: z.array(resultSchema).max(100).default([]),
});

export type AutocompleteAnswer = z.infer<typeof autocompleteAnswerSchema>;
export type GeocodeAnswer = z.infer<typeof geocodeAnswerSchema>;
