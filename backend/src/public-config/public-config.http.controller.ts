import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicConfigDto } from '@job-intake/contracts/config/public-config';
import { Public } from '../request-context/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** GET /config: the settings every page may show, guests' pages too (the footer's contacts). */
@ApiTags('config')
@Public()
@Controller('config')
export class PublicConfigHttpController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ description: 'PublicConfigDto: the support phone, e-mail and postal address' })
  get(): PublicConfigDto {
    return {
      support: {
        phone: this.config.SUPPORT_PHONE,
        email: this.config.SUPPORT_EMAIL,
        postal_address: this.config.PROVIDER_POSTAL_ADDRESS,
      },
    };
  }
}
