import { Controller, Get, Inject, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { RequirePermissions } from '../request-context/auth.decorators';
import { PG_POOL } from '../database/database.module';
import { findJobRow } from '../jobs/queries/shared/job-detail-rows';
import { CompanyScope } from '../request-context/event-context.decorator';
import { openEventStream } from './event-stream';
import { JobChangeFeed } from '../jobs/shared/job-change-feed';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class JobLiveHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly feed: JobChangeFeed,
  ) {}

  @Get(':id/live')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'Server-sent events: `changed` with {"revision": n} whenever the job changes (first the ' +
      'revision now, so a client that reconnects learns what it missed); a comment every 25 s',
  })
  async live(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @CompanyScope() companyId: string,
    @Res() response: Response,
  ): Promise<void> {
    // Another company's or an unknown job is a 404 before the stream opens.
    const job = await findJobRow(this.pool, companyId, id);
    const stream = openEventStream(response);
    const unwatch = this.feed.watch({
      jobId: job.id,
      companyId,
      changed: ({ revision }) => stream.send('changed', { revision }),
      ended: () => stream.end(),
    });
    stream.onClose(unwatch);
    stream.send('changed', { revision: Number(job.revision) });
  }
}
