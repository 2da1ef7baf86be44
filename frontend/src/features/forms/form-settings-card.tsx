import {
  type ConfigField,
  DEFAULT_FORM_CONFIG,
  FORM_NAME_MAX_LENGTH,
  FORM_SAVED_MESSAGE,
  FORM_STATUSES,
  FORM_TEXT_MAX_LENGTH,
  type FormConfig,
  type FormDto,
  type FormStatus,
} from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { errorMessage } from '../../shared/api/api-error';
import { useGetFormStatesQuery, useSaveFormMessageMutation } from './forms-api';

interface Settings {
  name: string;
  status: FormStatus;
  mapped: boolean;
  message: string;
  footnote: string;
  config: FormConfig;
}

const STATUS_LABELS: Record<FormStatus, string> = { pending: 'Pending', active: 'Active' };

/** Both configurable job fields, in their fixed order, whatever the saved config lists. */
function normalizedConfig(config: FormConfig | null | undefined): FormConfig {
  const fields = DEFAULT_FORM_CONFIG.fields.map(
    (fallback) => config?.fields?.find((field) => field.name === fallback.name) ?? { ...fallback },
  );
  return {
    fields,
    allow_none: config?.allow_none ?? false,
    allow_same_as: config?.allow_same_as ?? false,
  };
}

function settingsOf(form: FormDto): Settings {
  return {
    name: form.name,
    status: form.status,
    mapped: form.mapped,
    message: form.message ?? '',
    footnote: form.footnote ?? '',
    config: normalizedConfig(form.config),
  };
}

/** The top card of the builder: name, status, mapped, message, footnote and job fields. */
export function FormSettingsCard({ form }: { form: FormDto }) {
  const id = useId();
  const [settings, setSettings] = useState(() => settingsOf(form));
  const [saved, setSaved] = useState(false);
  const { data: statuses = FORM_STATUSES } = useGetFormStatesQuery();
  const [saveMessage, { isLoading, error, reset }] = useSaveFormMessageMutation();
  const dirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(form));
  const canSave = dirty && settings.name.trim() !== '' && !isLoading;

  function change(patch: Partial<Settings>) {
    setSettings((current) => ({ ...current, ...patch }));
    setSaved(false);
  }

  function changeConfigField(name: ConfigField['name'], patch: Partial<ConfigField>) {
    change({
      config: {
        ...settings.config,
        fields: settings.config.fields.map((field) =>
          field.name === name ? { ...field, ...patch } : field,
        ),
      },
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const name = settings.name.trim();
    const result = await saveMessage({ form_id: form.id, ...settings, name });
    if (result.error) return;
    setSettings(settingsOf(result.data));
    setSaved(true);
  }

  function discard() {
    reset();
    setSaved(false);
    setSettings(settingsOf(form));
  }

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label="Form settings">
        <Card.Body className="p-4">
          <Row className="g-3">
            <Col lg={6}>
              <Form.Group controlId={`${id}-name`}>
                <Form.Label>Form Name</Form.Label>
                <Form.Control
                  value={settings.name}
                  maxLength={FORM_NAME_MAX_LENGTH}
                  autoComplete="off"
                  isInvalid={settings.name.trim() === ''}
                  onChange={(event) => change({ name: event.target.value })}
                />
                <Form.Control.Feedback type="invalid">The form needs a name.</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col sm={6} lg={3}>
              <Form.Group controlId={`${id}-status`}>
                <Form.Label>Status</Form.Label>
                <Form.Select
                  value={settings.status}
                  onChange={(event) => change({ status: event.target.value as FormStatus })}
                >
                  {statuses.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status] ?? status}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col sm={6} lg={3} className="d-flex align-items-end pb-lg-2">
              <Form.Check
                type="switch"
                role="switch"
                id={`${id}-mapped`}
                label="Mapped"
                checked={settings.mapped}
                onChange={(event) => change({ mapped: event.target.checked })}
              />
            </Col>
            <Col xs={12}>
              <Form.Text className="d-block mt-n2">
                Only active, mapped forms are offered when jobs are created and through guest links.
              </Form.Text>
            </Col>
            <Col lg={6}>
              <Form.Group controlId={`${id}-message`}>
                <Form.Label>Message</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  value={settings.message}
                  maxLength={FORM_TEXT_MAX_LENGTH}
                  onChange={(event) => change({ message: event.target.value })}
                />
                <Form.Text>Shown at the top of the job form.</Form.Text>
              </Form.Group>
            </Col>
            <Col lg={6}>
              <Form.Group controlId={`${id}-footnote`}>
                <Form.Label>Footnote</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  value={settings.footnote}
                  maxLength={FORM_TEXT_MAX_LENGTH}
                  onChange={(event) => change({ footnote: event.target.value })}
                />
                <Form.Text>Shown at the bottom of the job form.</Form.Text>
              </Form.Group>
            </Col>
          </Row>

          <h2 className="h6 mt-4 mb-2">Job fields</h2>
          <Table size="sm" responsive className="align-middle mb-2">
            <thead className="table-light">
              <tr>
                <th scope="col" className="px-2">
                  Field
                </th>
                <th scope="col" className="px-2">
                  Label
                </th>
                <th scope="col" className="px-2 text-center">
                  Active
                </th>
                <th scope="col" className="px-2 text-center">
                  Required
                </th>
              </tr>
            </thead>
            <tbody>
              {settings.config.fields.map((field) => {
                const fallback = defaultLabel(field.name);
                return (
                  <tr key={field.name}>
                    <th scope="row" className="px-2 fw-normal text-nowrap">
                      {fallback}
                    </th>
                    <td className="px-2" style={{ minWidth: '14rem' }}>
                      <Form.Control
                        size="sm"
                        aria-label={`${fallback} label`}
                        value={field.label}
                        placeholder={fallback}
                        onChange={(event) =>
                          changeConfigField(field.name, { label: event.target.value })
                        }
                      />
                    </td>
                    <td className="px-2">
                      <Form.Check
                        type="switch"
                        role="switch"
                        className="d-flex justify-content-center"
                        aria-label={`${fallback} active`}
                        checked={field.active}
                        onChange={(event) =>
                          changeConfigField(field.name, {
                            active: event.target.checked,
                            // An inactive field cannot be required.
                            req: event.target.checked && field.req,
                          })
                        }
                      />
                    </td>
                    <td className="px-2">
                      <Form.Check
                        type="switch"
                        role="switch"
                        className="d-flex justify-content-center"
                        aria-label={`${fallback} required`}
                        checked={field.req}
                        disabled={!field.active}
                        onChange={(event) =>
                          changeConfigField(field.name, { req: event.target.checked })
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          <Form.Check
            type="switch"
            role="switch"
            id={`${id}-allow-none`}
            label="Allow None/Unknown"
            checked={settings.config.allow_none}
            onChange={(event) =>
              change({ config: { ...settings.config, allow_none: event.target.checked } })
            }
          />
          <Form.Text className="d-block ms-5 ps-1 mt-0">
            Optional address blocks offer Yes, No and Unknown.
          </Form.Text>
        </Card.Body>
        <Card.Footer className="bg-body border-top d-flex flex-wrap align-items-center gap-3 px-4 py-3">
          <Button type="submit" disabled={!canSave}>
            {isLoading && (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            )}
            Save
          </Button>
          {dirty && (
            <Button variant="outline-secondary" onClick={discard}>
              Discard Changes
            </Button>
          )}
          {saved && !dirty && (
            <Alert variant="success" className="mb-0 py-2 px-3" role="status">
              {FORM_SAVED_MESSAGE}
            </Alert>
          )}
          {error && (
            <Alert variant="danger" className="mb-0 py-2 px-3">
              {errorMessage(error, 'The form could not be saved.')}
            </Alert>
          )}
          {dirty && !error && <span className="small text-body-secondary">Unsaved changes</span>}
        </Card.Footer>
      </Form>
    </Card>
  );
}

function defaultLabel(name: ConfigField['name']): string {
  return DEFAULT_FORM_CONFIG.fields.find((field) => field.name === name)?.label ?? name;
}
