import { PageQueryDto } from '../../http/page-query.dto';

/** The delivery log's paging: by the time a delivery was queued, newest first by default. */
export class ListDeliveriesRequestDto extends PageQueryDto(['created_at'] as const) {}
