import { Controller, Get, NotFoundException, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../request-context/auth.decorators';
import { FileStorage } from '../file-storage.service';

/**
 * Logo images at /api/v1/files/logos/{name} (spec 2: served under /api/v1/{file location}).
 * Public, because guest links show the logo; only names this server generated are served.
 */
@ApiTags('files')
@Controller('files')
export class ServeFileHttpController {
  constructor(private readonly storage: FileStorage) {}

  @Public()
  @Get(':kind/:name')
  @ApiOkResponse({ description: 'The image' })
  async serve(
    @Param('kind') kind: string,
    @Param('name') name: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.storage.findPublic(kind, name);
    if (!file) throw new NotFoundException('File not found');
    response.set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    return new StreamableFile(file.body, {
      type: file.mimeType,
      length: file.size,
      disposition: 'inline',
    });
  }
}
