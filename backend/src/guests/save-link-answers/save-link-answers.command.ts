export class SaveLinkAnswersCommand {
  constructor(
    /** The link's public uuid, as the guest sent it (not yet checked). */
    readonly uuid: string,
    /** Answers keyed by field id, as sent: the decider checks them against the pinned form. */
    readonly answers: Readonly<Record<string, unknown>>,
    /** Submit Form: the link becomes complete after these answers. */
    readonly submit: boolean,
    readonly correlationId: string,
    /** The job's revision the answers were based on; absent: last write wins. */
    readonly baseRevision?: number,
  ) {}
}
