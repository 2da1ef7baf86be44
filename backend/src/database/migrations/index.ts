import { EventStore1763700000000 } from './1763700000000-event-store';
import { Projections1763700000100 } from './1763700000100-projections';

/** Every migration, oldest first. */
export const migrations = [EventStore1763700000000, Projections1763700000100];
