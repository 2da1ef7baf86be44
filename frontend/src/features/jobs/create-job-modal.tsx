import {
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_REFERENCE_LABEL,
} from '@job-intake/contracts/identity/company-api';
import type { AutofillEntry } from '@job-intake/contracts/job-form/customers';
import type { FormSummaryDto } from '@job-intake/contracts/forms/forms-api';
import type { CreateJobRequest, CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../shared/api/api-error';
import { userHasPermission, useSessionUser } from '../../shared/api/auth-slice';
import { CurrencyInput } from '../../shared/job-form/currency-input';
import { CustomerAutofill } from '../../shared/job-form/customer-autofill';
import { useGetCustomerPresetsQuery } from '../../shared/job-form/customers-api';
import styles from './create-job-modal.module.css';
import { DateWithEstimate } from './date-with-estimate';
import { defaultFurnishingDates } from './furnishing-dates';
import { JobCreatedView } from './job-created-view';
import {
  useCreateJobMutation,
  useGetJobCompanyQuery,
  useListOfferedFormsQuery,
  useListProviderLocationsQuery,
} from './jobs-api';
import { type ProviderChoice, ProviderSelects } from './provider-selects';

interface CreateJobModalProps {
  show: boolean;
  onHide: () => void;
}

/** The new-job modal (spec section 2, Jobs page), 650px wide. */
export function CreateJobModal({ show, onHide }: CreateJobModalProps) {
  const titleId = useId();
  const [created, setCreated] = useState<CreateJobResponse | null>(null);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={() => setCreated(null)}
      dialogClassName={styles.dialog}
      aria-labelledby={titleId}
      backdrop={created ? true : 'static'}
    >
      {created?.history_record ? (
        <JobCreatedView titleId={titleId} jobId={created.id} link={created.history_record} />
      ) : (
        // The form mounts with the modal, so every opening starts afresh.
        <CreateJobForm titleId={titleId} onCancel={onHide} onCreated={setCreated} />
      )}
    </Modal>
  );
}

interface NewJobValues extends ProviderChoice {
  name: string;
  form_id: string;
  form_variant_id: string;
  reference_no: string;
  /** The customer preset chosen in the auto-fill, and how it read. */
  customer_id: string | null;
  searchQuery: string;
  first_furnishing: string;
  ff_est: boolean;
  last_furnishing: string;
  lf_est: boolean;
  /** Amounts as stored ("1234.50"); empty when cleared. */
  total_contract_amt: string;
  total_claim_amt: string;
}

function initialValues(): NewJobValues {
  return {
    name: '',
    form_id: '',
    form_variant_id: '',
    reference_no: '',
    customer_id: null,
    searchQuery: '',
    location: null,
    contact: null,
    ...defaultFurnishingDates(),
    ff_est: false,
    lf_est: false,
    total_contract_amt: '0.00',
    total_claim_amt: '0.00',
  };
}

/** The variants a user picks from: none when the form only has the stand-in Default. */
function realVariants(form: FormSummaryDto | undefined) {
  return (form?.form_variant ?? []).filter((variant) => !variant.is_default);
}

interface CreateJobFormProps {
  titleId: string;
  onCancel: () => void;
  onCreated: (created: CreateJobResponse) => void;
}

function CreateJobForm({ titleId, onCancel, onCreated }: CreateJobFormProps) {
  const ids = {
    name: useId(),
    form: useId(),
    variant: useId(),
    reference: useId(),
    first: useId(),
    last: useId(),
    contract: useId(),
    claim: useId(),
  };
  const user = useSessionUser();
  const companyId = user?.memberships[0]?.company.id;
  const { data: company } = useGetJobCompanyQuery(companyId ?? '', {
    skip: !companyId || !userHasPermission(user, 'company'),
  });
  const forms = useListOfferedFormsQuery();
  const { data: customers } = useGetCustomerPresetsQuery();
  const { data: locations } = useListProviderLocationsQuery(null, { skip: !user?.api_key });
  const [values, setValues] = useState(initialValues);
  const [createJob, { isLoading, error }] = useCreateJobMutation();
  const navigate = useNavigate();

  const set = (changes: Partial<NewJobValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  const offered = forms.data ?? [];
  // Until the user picks one, the first offered form (and its first variant) is the choice.
  const form = offered.find((f) => f.id === values.form_id) ?? offered[0];
  const variants = realVariants(form);
  const variant = variants.find((v) => v.id === values.form_variant_id) ?? variants[0];
  const trimmedName = values.name.trim();
  const canSave = trimmedName !== '' && !!form && !isLoading;

  async function submit(createLink: boolean) {
    if (!canSave) return;
    const request: CreateJobRequest = {
      name: trimmedName,
      form_id: form.id,
      form_variant_id: variant?.id ?? null,
      reference_no: values.reference_no.trim(),
      selectedLocation: values.location,
      selectedContact: values.contact,
      customer_id: values.customer_id,
      searchQuery: values.searchQuery,
      first_furnishing: values.first_furnishing || null,
      ff_est: values.ff_est,
      last_furnishing: values.last_furnishing || null,
      lf_est: values.lf_est,
      total_contract_amt: values.total_contract_amt || '0.00',
      total_claim_amt: values.total_claim_amt || '0.00',
      createLink,
    };
    const result = await createJob(request);
    if (!result.data) return;
    if (result.data.history_record) onCreated(result.data);
    else await navigate(paths.job(result.data.id));
  }

  /** A customer preset is the job's customer; a location entry chooses the location. */
  function chooseAutofill(entry: AutofillEntry) {
    if (entry.kind === 'customer') set({ customer_id: String(entry.id), searchQuery: entry.label });
    else set({ location: String(entry.id) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(false);
  }

  return (
    <Form onSubmit={handleSubmit}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Create Job</Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex flex-column gap-3">
        {error && (
          <Alert variant="danger" className="mb-0">
            {errorMessage(error, 'The job could not be created.')}
          </Alert>
        )}
        {forms.isError && (
          <Alert variant="danger" className="mb-0">
            The forms could not be loaded.
          </Alert>
        )}
        {forms.data && offered.length === 0 && (
          <Alert variant="warning" className="mb-0">
            No form is available for new jobs yet. A form must be active and mapped before jobs can
            be created on it.
          </Alert>
        )}
        <Form.Group controlId={ids.name}>
          <Form.Label>
            Name{' '}
            <span className="text-danger" aria-hidden="true">
              *
            </span>
          </Form.Label>
          <Form.Control
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
            required
            autoFocus
            autoComplete="off"
            placeholder="Project name"
          />
        </Form.Group>
        <Row className="g-3">
          <Col sm={variants.length > 0 ? 6 : 12}>
            <Form.Group controlId={ids.form}>
              <Form.Label>Form</Form.Label>
              <Form.Select
                value={form?.id ?? ''}
                disabled={!forms.data || offered.length === 0}
                onChange={(event) => set({ form_id: event.target.value, form_variant_id: '' })}
              >
                {!forms.data && <option value="">Loading…</option>}
                {offered.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          {variants.length > 0 && (
            <Col sm={6}>
              <Form.Group controlId={ids.variant}>
                <Form.Label>Logo</Form.Label>
                <Form.Select
                  value={variant?.id ?? ''}
                  onChange={(event) => set({ form_variant_id: event.target.value })}
                >
                  {variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          )}
        </Row>
        <Form.Group controlId={ids.reference}>
          <Form.Label>{company?.reference_label || DEFAULT_REFERENCE_LABEL}</Form.Label>
          <Form.Control
            value={values.reference_no}
            onChange={(event) => set({ reference_no: event.target.value })}
            autoComplete="off"
          />
        </Form.Group>
        {((customers?.length ?? 0) > 0 || (locations?.length ?? 0) > 0) && (
          <div className={styles.autofill}>
            <CustomerAutofill
              label={company?.autofill_label || DEFAULT_AUTOFILL_LABEL}
              customers={customers ?? []}
              locations={locations ?? []}
              onChoose={chooseAutofill}
            />
          </div>
        )}
        <div className={styles.pair}>
          <ProviderSelects
            location={values.location}
            contact={values.contact}
            onChange={set}
            readOnly={!user?.api_key}
          />
        </div>
        <Row className="g-3">
          <Col sm={6}>
            <DateWithEstimate
              id={ids.first}
              label="First Furnishing"
              date={values.first_furnishing}
              estimate={values.ff_est}
              onDate={(first_furnishing) => set({ first_furnishing })}
              onEstimate={(ff_est) => set({ ff_est })}
            />
          </Col>
          <Col sm={6}>
            <DateWithEstimate
              id={ids.last}
              label="Last Furnishing"
              date={values.last_furnishing}
              estimate={values.lf_est}
              onDate={(last_furnishing) => set({ last_furnishing })}
              onEstimate={(lf_est) => set({ lf_est })}
            />
          </Col>
        </Row>
        <Row className="g-3">
          <Col sm={6}>
            <Form.Label htmlFor={ids.contract}>Total Contract Amount</Form.Label>
            <CurrencyInput
              id={ids.contract}
              value={values.total_contract_amt}
              onChange={(total_contract_amt) => set({ total_contract_amt })}
            />
          </Col>
          <Col sm={6}>
            <Form.Label htmlFor={ids.claim}>Total Claim Amount</Form.Label>
            <CurrencyInput
              id={ids.claim}
              value={values.total_claim_amt}
              onChange={(total_claim_amt) => set({ total_claim_amt })}
            />
          </Col>
        </Row>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="outline-primary" disabled={!canSave} onClick={() => void submit(true)}>
          Save &amp; Send
        </Button>
        <Button type="submit" disabled={!canSave}>
          {isLoading && (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
