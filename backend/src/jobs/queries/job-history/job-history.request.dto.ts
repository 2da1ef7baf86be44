import { HISTORY_SORTS, type JobHistoryQuery } from '@job-intake/contracts/jobs/jobs-api';
import { PageQueryDto } from '../../../http/page-query.dto';

export class JobHistoryRequestDto extends PageQueryDto(HISTORY_SORTS) implements JobHistoryQuery {}
