import type { RecordedEvent } from '../../event-store/event-store.port';

/** A recorded event with only what the change feed reads: stream, revision, position, company. */
export function recorded(
  streamId: string,
  revision: number,
  commit: number,
  companyId = 'c1',
): RecordedEvent {
  return {
    streamId,
    revision,
    position: { commit: BigInt(commit), prepare: 0n },
    metadata: { companyId },
  } as unknown as RecordedEvent;
}
