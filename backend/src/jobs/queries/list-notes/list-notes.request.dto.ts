import { NOTE_SORTS, type JobNotesQuery } from '@job-intake/contracts/jobs/jobs-api';
import { PageQueryDto } from '../../../http/page-query.dto';

export class ListNotesRequestDto extends PageQueryDto(NOTE_SORTS) implements JobNotesQuery {}
