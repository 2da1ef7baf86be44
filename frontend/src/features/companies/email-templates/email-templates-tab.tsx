import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSessionUser } from '../../../shared/api/auth-slice';
import { useListEmailTemplatesQuery } from '../../../shared/api/email-templates-api';
import { LoadingState } from '../../../shared/components/loading-state';
import {
  EMAIL_TEMPLATES_HEADING_ID,
  DeleteEmailTemplateDialog,
} from './delete-email-template-dialog';
import { EmailTemplateEditor } from './email-template-editor';
import { EmailTemplatesTable } from './email-templates-table';

const LOAD_ERROR = 'The e-mail templates could not be loaded.';
/** The API keeps the signed-in user's company's templates, so another company's page shows none. */
const OTHER_COMPANY =
  "E-mail templates belong to the signed-in user's company. Sign in as one of this company's admins to manage its templates.";

type Editing = { template: EmailTemplateDto | undefined } | null;

/** The company page's Email Templates tab (spec section 2): list, add, edit and delete. */
export function EmailTemplatesTab({ company }: { company: CompanyDetailDto }) {
  const user = useSessionUser();
  if (user?.memberships[0]?.company.id !== company.id) {
    return <Alert variant="info">{OTHER_COMPANY}</Alert>;
  }
  return <OwnEmailTemplates />;
}

function OwnEmailTemplates() {
  const { data: templates, isError } = useListEmailTemplatesQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EmailTemplateDto | null>(null);

  if (isError) return <Alert variant="danger">{LOAD_ERROR}</Alert>;
  if (!templates) return <LoadingState label="Loading e-mail templates…" />;
  return (
    <section aria-labelledby={EMAIL_TEMPLATES_HEADING_ID}>
      <div className="d-flex justify-content-between align-items-center mb-3 gap-2">
        <h2 id={EMAIL_TEMPLATES_HEADING_ID} tabIndex={-1} className="h5 mb-0">
          Email Templates
        </h2>
        <Button onClick={() => setEditing({ template: undefined })}>Add Template</Button>
      </div>
      <EmailTemplatesTable
        templates={templates}
        onEdit={(template) => setEditing({ template })}
        onDelete={setDeleting}
      />
      {editing && (
        <EmailTemplateEditor template={editing.template} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteEmailTemplateDialog template={deleting} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
