import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, type OpenAPIObject } from '@nestjs/swagger';
import { RequirePermissions } from '../request-context/auth.decorators';
import { ApiDocument } from './api-document';

/** GET /openapi.json: the OpenAPI document, for super admins' API tools. */
@ApiTags('docs')
@ApiBearerAuth()
@Controller('openapi.json')
export class ApiDocsHttpController {
  constructor(private readonly document: ApiDocument) {}

  @Get()
  @RequirePermissions('super')
  @ApiOkResponse({ description: 'The OpenAPI 3 document of this API' })
  get(): OpenAPIObject {
    return this.document.get();
  }
}
