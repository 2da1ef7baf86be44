import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import {
  useCreateEmailTemplateMutation,
  useUpdateEmailTemplateMutation,
} from '../../../shared/api/email-templates-api';
import { EmailTemplatePreview } from './email-template-preview';
import { MergeFieldButtons } from './merge-field-buttons';
import { TemplateTextField } from './template-text-field';
import { draftErrors, useTemplateDraft } from './use-template-draft';

const SAVE_ERROR = 'The template could not be saved. Please try again.';
const EMPTY = { title: '', subject: '', body: '' };

interface EmailTemplateEditorProps {
  /** The template to edit, or undefined for a new one. */
  template: EmailTemplateDto | undefined;
  onClose: () => void;
}

/** Add or edit a template: title, subject and body with merge fields and a live preview. */
export function EmailTemplateEditor({ template, onClose }: EmailTemplateEditorProps) {
  const { draft, change, insert, insertable } = useTemplateDraft(template ?? EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [create, creating] = useCreateEmailTemplateMutation();
  const [update, updating] = useUpdateEmailTemplateMutation();
  const saving = creating.isLoading || updating.isLoading;
  const failure = (template ? updating : creating).error;
  const errors = submitted ? draftErrors(draft) : {};

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const result = template ? await update({ id: template.id, ...draft }) : await create(draft);
    if (!('error' in result)) onClose();
  };

  return (
    <Modal
      show
      onHide={onClose}
      size="xl"
      fullscreen="sm-down"
      centered
      aria-labelledby="email-template-editor-title"
    >
      <Form noValidate onSubmit={save} aria-label="Email template">
        <Modal.Header closeButton>
          <Modal.Title id="email-template-editor-title" className="h5">
            {template ? 'Edit Email Template' : 'Add Email Template'}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {failure && <Alert variant="danger">{errorMessage(failure, SAVE_ERROR)}</Alert>}
          <Row className="g-4">
            <Col lg={6}>
              <TemplateTextField
                field="title"
                label="Title"
                value={draft.title}
                error={errors.title}
                onChange={(value) => change('title', value)}
                autoComplete="off"
              />
              <TemplateTextField
                field="subject"
                label="Subject"
                value={draft.subject}
                error={errors.subject}
                onChange={(value) => change('subject', value)}
                autoComplete="off"
                {...insertable('subject')}
              />
              <TemplateTextField
                field="body"
                label="Body"
                value={draft.body}
                error={errors.body}
                onChange={(value) => change('body', value)}
                as="textarea"
                rows={9}
                {...insertable('body')}
              />
              <p className="small text-body-secondary mb-2">
                Insert a merge field at the cursor of the subject or the body:
              </p>
              <MergeFieldButtons onInsert={insert} />
            </Col>
            <Col lg={6}>
              <EmailTemplatePreview subject={draft.subject} body={draft.body} />
            </Col>
          </Row>
        </Modal.Body>
        <DialogFooter onCancel={onClose} confirmLabel="Save" busy={saving} />
      </Form>
    </Modal>
  );
}
