import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { CardCell, CardTable } from '../../../shared/components/card-table';
import { EditDeleteButtons } from '../../../shared/components/edit-delete-buttons';

interface EmailTemplatesTableProps {
  templates: EmailTemplateDto[];
  onEdit: (template: EmailTemplateDto) => void;
  onDelete: (template: EmailTemplateDto) => void;
}

/** The company's templates by title, with Edit and Delete per row. */
export function EmailTemplatesTable({ templates, onEdit, onDelete }: EmailTemplatesTableProps) {
  if (templates.length === 0) {
    return <p className="text-body-secondary">No e-mail templates yet.</p>;
  }
  return (
    <CardTable hover className="align-middle" aria-label="Email templates">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Subject</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {templates.map((template) => (
          <tr key={template.id}>
            <CardCell label="Title" place="title">
              {template.title}
            </CardCell>
            <CardCell label="Subject" className="text-break">
              {template.subject}
            </CardCell>
            <CardCell label="" place="actions">
              <EditDeleteButtons
                name={template.title}
                onEdit={() => onEdit(template)}
                onDelete={() => onDelete(template)}
              />
            </CardCell>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
