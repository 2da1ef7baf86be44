import type { EmailTemplateDto } from '@job-intake/contracts/emails/emails-api';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FormProvider, useWatch } from 'react-hook-form';
import { DialogFooter } from '../../../shared/ui/dialog-footer';
import { errorMessage } from '../../../shared/api/api-error';
import { EmailTemplatePreview } from './email-template-preview';
import { MergeFieldButtons } from './merge-field-buttons';
import { TemplateTextField } from './template-text-field';
import { useMergeFieldInsert } from './use-template-draft';
import { useTemplateEditor } from './use-template-editor';

const SAVE_ERROR = 'The template could not be saved. Please try again.';

interface EmailTemplateEditorProps {
  /** The template to edit, or undefined for a new one. */
  template: EmailTemplateDto | undefined;
  onClose: () => void;
}

/** Add or edit a template: title, subject and body with merge fields and a live preview. */
export function EmailTemplateEditor({ template, onClose }: EmailTemplateEditorProps) {
  const { form, save, saving, failure } = useTemplateEditor(template, onClose);
  const { insert, insertable } = useMergeFieldInsert(form);
  const [subject, body] = useWatch({ control: form.control, name: ['subject', 'body'] });
  return (
    <Modal
      show
      onHide={onClose}
      size="xl"
      fullscreen="sm-down"
      centered
      aria-labelledby="email-template-editor-title"
    >
      <FormProvider {...form}>
        <Form noValidate onSubmit={(event) => void save(event)} aria-label="Email template">
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
                  registration={form.register('title')}
                  autoComplete="off"
                />
                <TemplateTextField
                  field="subject"
                  label="Subject"
                  registration={insertable('subject')}
                  autoComplete="off"
                />
                <TemplateTextField
                  field="body"
                  label="Body"
                  registration={insertable('body')}
                  as="textarea"
                  rows={9}
                />
                <p className="small text-body-secondary mb-2">
                  Insert a merge field at the cursor of the subject or the body:
                </p>
                <MergeFieldButtons onInsert={insert} />
              </Col>
              <Col lg={6}>
                <EmailTemplatePreview subject={subject} body={body} />
              </Col>
            </Row>
          </Modal.Body>
          <DialogFooter onCancel={onClose} confirmLabel="Save" busy={saving} />
        </Form>
      </FormProvider>
    </Modal>
  );
}
