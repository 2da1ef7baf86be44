import type { CreateJobResponse } from '@job-intake/contracts/jobs/jobs-api';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { CopyButton } from './copy-button';

interface JobCreatedViewProps {
  titleId: string;
  jobId: string;
  link: NonNullable<CreateJobResponse['history_record']>;
}

/** After Save & Send: the 'Job Created' dialog with the preview link to send to the customer. */
export function JobCreatedView({ titleId, jobId, link }: JobCreatedViewProps) {
  const linkId = useId();
  const navigate = useNavigate();
  const url = new URL(link.previewLink, window.location.origin).href;

  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Job Created</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Label htmlFor={linkId}>{link.previewLabel}</Form.Label>
        <InputGroup>
          <Form.Control
            id={linkId}
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <CopyButton text={url} />
        </InputGroup>
        <Form.Text>Send this link to your customer so they can fill in the job data.</Form.Text>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" href={url} target="_blank" rel="noreferrer">
          Preview
        </Button>
        <Button onClick={() => void navigate(paths.job(jobId))}>Open Job</Button>
      </Modal.Footer>
    </>
  );
}
