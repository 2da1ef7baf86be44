import type { ImportCaller } from '../../shared/importers';

export class ImportPreviewQuery {
  constructor(
    readonly jobId: string,
    readonly caller: ImportCaller,
    /** The service type to preview; undefined: the company's default. */
    readonly serviceId: string | undefined,
  ) {}
}
