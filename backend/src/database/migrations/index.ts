import { EventStore1763700000000 } from './1763700000000-event-store';
import { Projections1763700000100 } from './1763700000100-projections';
import { JobList1763700000200 } from './1763700000200-job-list';
import { Companies1763700000300 } from './1763700000300-companies';
import { Identity1763800000000 } from './1763800000000-identity';

/** Every migration, oldest first. */
export const migrations = [
  EventStore1763700000000,
  Projections1763700000100,
  JobList1763700000200,
  Companies1763700000300,
  Identity1763800000000,
];
