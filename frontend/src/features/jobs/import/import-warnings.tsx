import type { FurnishingWarning } from '@job-intake/contracts/jobs/furnishing-warnings';
import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

/** The job's Settings tab, where the furnishing dates are edited. */
const SETTINGS_SEARCH = '?tab=settings';

/**
 * The pre-send check's advice (issue 27, item 3): furnishing dates the provider would take as
 * facts though they may be New Job's defaults, in the future without their Estimate flag, or out
 * of order. They never stop the send; the reviewer checks them.
 */
export function ImportWarnings({ warnings }: { warnings: readonly FurnishingWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div>
      <p className="text-warning-emphasis fw-semibold mb-2 d-flex align-items-center gap-2">
        <TriangleAlertIcon aria-hidden="true" className="flex-shrink-0" />
        {warnings.length === 1 ? '1 thing to check' : `${warnings.length} things to check`} (you can
        still send)
      </p>
      <ul className="mb-0 ps-3" aria-label="Things to check before sending">
        {warnings.map((warning) => (
          <li key={`${warning.code}-${warning.field}`} className="mb-1">
            {warning.message}{' '}
            <Link to={{ search: SETTINGS_SEARCH }} className="text-nowrap">
              Open the Settings
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
