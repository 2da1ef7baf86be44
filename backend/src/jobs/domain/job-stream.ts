/** The job id of a job stream (`job-<id>`), or null for other streams. */
export function jobIdOfStream(streamId: string): string | null {
  return streamId.startsWith('job-') ? streamId.slice(4) : null;
}
