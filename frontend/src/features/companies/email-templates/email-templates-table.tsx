import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { EditDeleteButtons } from '../../../shared/components/edit-delete-buttons';
import Table from 'react-bootstrap/Table';

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
    <Table responsive hover className="align-middle" aria-label="Email templates">
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
            <td>{template.title}</td>
            <td className="text-break">{template.subject}</td>
            <td>
              <EditDeleteButtons
                name={template.title}
                onEdit={() => onEdit(template)}
                onDelete={() => onDelete(template)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
