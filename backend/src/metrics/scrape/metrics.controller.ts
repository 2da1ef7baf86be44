import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { METRICS_PATH } from '../../http/operator-paths';
import { Public } from '../../request-context/auth.decorators';
import { MetricsScrape } from './metrics-scrape';
import { MetricsTokenGuard } from './metrics-token.guard';

/**
 * GET /metrics in Prometheus's text format, for operators only: the metrics token instead of a
 * user's sign-in, outside the API's prefix and its OpenAPI document, and not in the request log.
 */
@ApiExcludeController()
@Public()
@UseGuards(MetricsTokenGuard)
@Controller(METRICS_PATH)
export class MetricsController {
  constructor(private readonly scrape: MetricsScrape) {}

  @Get()
  async metrics(@Res({ passthrough: true }) response: Response): Promise<string> {
    const { contentType, body } = await this.scrape.answer();
    response.setHeader('Content-Type', contentType);
    return body;
  }
}
