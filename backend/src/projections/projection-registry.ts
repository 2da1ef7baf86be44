import { jobListProjection } from '../jobs/projections/job-list.projection';
import type { Projection } from './projection';

/** Every projection the app keeps up to date and the ops CLI can rebuild. */
export const allProjections: readonly Projection[] = [jobListProjection];
