import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  PUBLIC_FORM_NOT_FOUND,
  type PublicFormResponse,
} from '@job-intake/contracts/guests/guest-api';
import { Public } from '../../../auth/auth.decorators';
import { GetPublicFormQuery } from './get-public-form.query';

@ApiTags('guests')
@Public()
@Controller('new')
export class GetPublicFormHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':appid')
  @ApiOkResponse({ description: 'The form, its logo variant and the captcha to show' })
  @ApiNotFoundResponse({ description: PUBLIC_FORM_NOT_FOUND })
  form(@Param('appid') appid: string): Promise<PublicFormResponse> {
    return this.queryBus.execute(new GetPublicFormQuery(appid, null));
  }

  @Get(':appid/:cntid')
  @ApiOkResponse({ description: "The form as above; the contact id must be a company user's" })
  @ApiNotFoundResponse({ description: PUBLIC_FORM_NOT_FOUND })
  formOfContact(
    @Param('appid') appid: string,
    @Param('cntid') cntId: string,
  ): Promise<PublicFormResponse> {
    return this.queryBus.execute(new GetPublicFormQuery(appid, cntId));
  }
}
