import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { useSessionUser } from '../../../shared/api/auth-slice';
import { DataExportForm } from './data-export-form';
import type { ExportChoice } from './export-choice';
import { DataExportStatusLine } from './data-export-status-line';
import { ExportLog } from './export-log';
import { EXPORT_FRAME_NAME } from './export-download';
import { useExportDownload } from './use-export-download';

/**
 * The company page's Data Export tab (spec section 2, permission data_export): the chosen jobs
 * with their settings and answers as a CSV the browser downloads.
 */
export function DataExportTab({ company }: { company: CompanyDetailDto }) {
  const ownCompany = useSessionUser()?.memberships[0]?.company.id === company.id;
  const { download, start, frame, onFrameLoad } = useExportDownload();

  const submit = (choice: ExportChoice) => {
    const { form_id, ...rest } = choice;
    start({
      ...rest,
      ...(form_id ? { form_id } : {}),
      ...(ownCompany ? {} : { company_id: company.id }),
    });
  };

  return (
    <section aria-labelledby="data-export-heading">
      <h2 id="data-export-heading" className="h5 mb-3">
        Data Export
      </h2>
      <p className="text-body-secondary">
        Download the jobs you choose as a CSV file: their settings, then one column per form field.
        Dates are days in UTC, both included.
      </p>
      <DataExportForm
        onSubmit={submit}
        busy={download.state === 'preparing'}
        companyId={ownCompany ? undefined : company.id}
      />
      <DataExportStatusLine download={download} />
      <ExportLog />
      <iframe
        ref={frame}
        name={EXPORT_FRAME_NAME}
        title="Data export download"
        hidden
        onLoad={onFrameLoad}
      />
    </section>
  );
}
