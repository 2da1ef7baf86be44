import { Get, Param, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import {
  LOOKUP_MESSAGES,
  type MapConfigDto,
  type ParcelAreaDto,
  type ParcelDto,
  type PlaceDto,
  type PlaceSuggestion,
} from '@job-intake/contracts/lookups/lookups-api';
import { TOO_MANY_GUEST_REQUESTS } from '@job-intake/contracts/guests/guest-api';
import { RateLimitMessage } from '../../http/rate-limit';
import type { Lookups } from '../shared/lookups.service';
import { checkedBox, parcelTarget } from './lookup-queries';
import {
  AreaQueryDto,
  GeocodeQueryDto,
  ParcelQueryDto,
  PlaceIdPipe,
  PlacesQueryDto,
  PointQueryDto,
} from './lookup-queries.request.dto';

/**
 * The lookup routes, the same for staff and both guest scopes: each scope's controller extends
 * this class under its own path, with its own sign-in or scope guard and rate limit. (The limit's
 * message is read from the route; staff routes have no limit, so it only speaks to guests.)
 */
export abstract class LookupRoutes {
  protected constructor(private readonly lookups: Lookups) {}

  @Get('places')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: 'Address suggestions (place autocomplete) for 3 to 200 characters' })
  @ApiOkResponse({ description: 'PlaceSuggestion[] (empty: no results found)' })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.error })
  places(@Query() query: PlacesQueryDto): Promise<PlaceSuggestion[]> {
    return this.lookups.suggestions(query.q);
  }

  @Get('places/:placeId')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: "A suggestion's address parts and point, with its precision" })
  @ApiOkResponse({ description: 'PlaceDto' })
  @ApiNotFoundResponse({ description: LOOKUP_MESSAGES.addressNotFound })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.coordinatesFailed })
  // Only placeId: the guest scopes' routes also carry the link's uuid or the form's appid.
  place(@Param('placeId', PlaceIdPipe) placeId: string): Promise<PlaceDto> {
    return this.lookups.place(placeId);
  }

  @Get('geocode')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: 'The rooftop-precise place of an address' })
  @ApiOkResponse({ description: 'PlaceDto' })
  @ApiNotFoundResponse({ description: LOOKUP_MESSAGES.addressNotFound })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.coordinatesFailed })
  geocode(@Query() query: GeocodeQueryDto): Promise<PlaceDto> {
    return this.lookups.geocode(query.address);
  }

  @Get('reverse')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: 'The address at a point' })
  @ApiOkResponse({ description: 'PlaceDto' })
  @ApiNotFoundResponse({ description: LOOKUP_MESSAGES.addressNotFound })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.addressFailed })
  reverse(@Query() query: PointQueryDto): Promise<PlaceDto> {
    return this.lookups.reverse({ lat: query.lat, lng: query.lng });
  }

  @Get('parcels')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: 'The parcel (owner, parcel number, outline) at an address or a point' })
  @ApiOkResponse({ description: 'ParcelDto' })
  @ApiNotFoundResponse({ description: LOOKUP_MESSAGES.noParcelFound })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.parcelFailed })
  parcel(@Query() query: ParcelQueryDto): Promise<ParcelDto> {
    return this.lookups.parcel(parcelTarget(query));
  }

  @Get('parcels/area')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({ summary: "The parcels in the map's view (a box of at most 0.05° a side)" })
  @ApiOkResponse({ description: 'ParcelAreaDto' })
  @ApiBadGatewayResponse({ description: LOOKUP_MESSAGES.parcelFailed })
  area(@Query() query: AreaQueryDto): Promise<ParcelAreaDto> {
    return this.lookups.area(checkedBox(query));
  }

  @Get('map')
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @ApiOperation({
    summary: "The property map's tile server (null: outlines on a plain background)",
  })
  @ApiOkResponse({ description: 'MapConfigDto' })
  map(): MapConfigDto {
    return this.lookups.mapConfig();
  }
}
