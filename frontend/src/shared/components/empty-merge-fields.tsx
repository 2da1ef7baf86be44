import { MERGE_FIELD_LABELS, type MergeField } from '@job-intake/contracts/emails/emails-api';
import Alert from 'react-bootstrap/Alert';

interface EmptyMergeFieldsProps {
  fields: readonly MergeField[] | undefined;
  /** Whose values are missing: "this job" or "the sample job". */
  owner: string;
}

/**
 * The merge fields the e-mail uses that have no value, named before anyone sends it: the
 * e-mail leaves them out (renderEmail), which the preview beside this shows.
 */
export function EmptyMergeFields({ fields, owner }: EmptyMergeFieldsProps) {
  if (!fields?.length) return null;
  return (
    <Alert variant="warning" className="mb-0 small" data-testid="empty-merge-fields">
      <strong>
        {owner} has no {listed(fields.map((field) => MERGE_FIELD_LABELS[field]))}
      </strong>
      : the e-mail leaves out {fields.map((field) => `[${field}]`).join(', ')}, as the preview
      shows.
    </Alert>
  );
}

function listed(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
