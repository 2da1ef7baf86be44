import { toPlaceDto, type GeocoderResult } from './geocoder-result';

const RESULT: GeocoderResult = {
  place_id: 'ChIJexample',
  formatted_address: '7700 Mentor Ave, Mentor, OH 44060, USA',
  address_components: [
    { long_name: '7700', short_name: '7700', types: ['street_number'] },
    { long_name: 'Mentor Avenue', short_name: 'Mentor Ave', types: ['route'] },
    { long_name: 'Mentor', short_name: 'Mentor', types: ['locality', 'political'] },
    { long_name: 'Lake County', short_name: 'Lake County', types: ['administrative_area_level_2'] },
    { long_name: 'Ohio', short_name: 'OH', types: ['administrative_area_level_1'] },
    { long_name: '44060', short_name: '44060', types: ['postal_code'] },
  ],
  geometry: { location: { lat: 41.66, lng: -81.34 }, location_type: 'ROOFTOP' },
};

describe("toPlaceDto (Google's geocoding result as the form's address parts)", () => {
  it('fills street, city, two-letter state, zip and county, with the precision', () => {
    expect(toPlaceDto(RESULT)).toEqual({
      address: {
        address: '7700 Mentor Ave',
        city: 'Mentor',
        state: 'OH',
        zip: '44060',
        county: 'Lake',
      },
      location: { lat: 41.66, lng: -81.34 },
      precision: 'rooftop',
    });
  });

  it('takes the postal town when there is no locality, and leaves missing parts empty', () => {
    const place = toPlaceDto({
      ...RESULT,
      address_components: [
        { long_name: 'Kirtland Hills', short_name: 'Kirtland Hills', types: ['postal_town'] },
      ],
      geometry: { ...RESULT.geometry, location_type: 'APPROXIMATE' },
    });
    expect(place.address).toEqual({
      address: '',
      city: 'Kirtland Hills',
      state: '',
      zip: '',
      county: '',
    });
    expect(place.precision).toBe('approximate');
  });
});
