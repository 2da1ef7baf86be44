import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DEFAULT_LOGO_LOCATION } from '@job-intake/contracts/forms/forms-api';
import { Public } from '../../request-context/auth.decorators';
import { DEFAULT_LOGO_SVG } from './default-logo.svg';

/**
 * The Default variant's logo at /api/v1/files/logos/default.svg, public like every logo. Registered
 * before ServeFileHttpController, whose files/:kind/:name would answer this path 404.
 */
@ApiTags('files')
@Controller()
export class ServeDefaultLogoHttpController {
  @Public()
  @Get(DEFAULT_LOGO_LOCATION)
  @Header('Content-Type', 'image/svg+xml')
  // A day, not forever: the name stays when the image is redrawn.
  @Header('Cache-Control', 'public, max-age=86400')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  @ApiOkResponse({ description: 'The SVG image' })
  serve(): string {
    return DEFAULT_LOGO_SVG;
  }
}
