import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportColumns } from '../domain/export-columns';
import { ExportHistory, type ExportRun } from './export-history';
import { ExportJobsReader, type ExportScope } from './export-jobs.reader';

/**
 * Writes the chosen jobs as CSV into the response a batch at a time, waiting for the client to
 * drain each write, and records each batch's jobs in their History once their rows went out,
 * while the next batch is read.
 * A client that goes away stops the export (the jobs already sent keep their entry).
 */
@Injectable()
export class ExportCsvStream {
  constructor(
    private readonly reader: ExportJobsReader,
    private readonly history: ExportHistory,
  ) {}

  async write(scope: ExportScope, run: ExportRun, out: Writable): Promise<void> {
    const columns = exportColumns(await this.reader.forms(scope));
    const csv = stringify({ header: true, columns: columns.map((column) => column.header) });
    const sent = pipeline(csv, out);
    let recording: Promise<void> = Promise.resolve();
    for await (const batch of this.reader.batches(scope)) {
      if (out.destroyed) break;
      for (const job of batch) {
        // The pipeline settles (rejects) when the client goes away, so a drain never awaited forever.
        if (!csv.write(columns.map((column) => column.cell(job))))
          await Promise.race([once(csv, 'drain'), sent]);
      }
      // One batch's History appends run while the next batch is read and written.
      await recording;
      recording = this.history.record(
        run,
        batch.map((job) => job.id),
      );
      // Handled where it is awaited; this only keeps a failure from counting as unhandled meanwhile.
      recording.catch(() => undefined);
    }
    await recording;
    csv.end();
    await sent;
  }
}
