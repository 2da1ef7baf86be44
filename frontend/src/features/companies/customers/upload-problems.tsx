import type { CustomerUploadRowError } from '@job-intake/contracts/job-form/customers-api';
import Table from 'react-bootstrap/Table';

/** The problems of an uploaded file, a line each: where (line and column) and what is wrong. */
export function UploadProblems({
  label,
  errors,
}: {
  label: string;
  errors: CustomerUploadRowError[];
}) {
  return (
    <Table size="sm" responsive className="small mb-0" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Column</th>
          <th scope="col">Problem</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error, index) => (
          <tr key={index}>
            <td className="text-nowrap">{error.line > 0 ? error.line : 'File'}</td>
            <td className="text-nowrap">{error.field ?? '–'}</td>
            <td className="text-break">{error.reason}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
