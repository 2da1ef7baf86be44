import type { FormSummaryDto, FormVariantDto } from '@job-intake/contracts/forms/forms-api';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CheckIcon, CopyIcon, InfoIcon } from 'lucide-react';
import { useCopyToClipboard } from '../../shared/hooks/use-copy-to-clipboard';
import { guestLink } from './guest-link';
import { logoUrl } from './logo-url';
import styles from './forms-page.module.css';

interface VariantLinksProps {
  form: FormSummaryDto;
  cntId: string | null;
  onShowInfo: () => void;
}

/** The guest links of one form, one per logo variant. */
export function VariantLinks({ form, cntId, onShowInfo }: VariantLinksProps) {
  if (form.form_variant.length === 0) return null;
  return (
    <div className="mt-2">
      <div className="d-flex align-items-center gap-1 small text-body-secondary mb-1">
        Guest links
        <Button
          variant="link"
          size="sm"
          className="p-0 lh-1 text-body-secondary"
          aria-label="About guest form links"
          title="About guest form links"
          onClick={onShowInfo}
        >
          <InfoIcon />
        </Button>
      </div>
      <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
        {form.form_variant.map((variant) => (
          <li key={variant.id} className={`${styles.variant} d-flex flex-wrap align-items-center`}>
            <VariantLink variant={variant} mapped={form.mapped} cntId={cntId} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface VariantLinkProps {
  variant: FormVariantDto;
  mapped: boolean;
  cntId: string | null;
}

function VariantLink({ variant, mapped, cntId }: VariantLinkProps) {
  const logoId = useId();
  return (
    <>
      <VariantLogo id={logoId} variant={variant} />
      {mapped ? (
        <CopyLinkControls variant={variant} cntId={cntId} describedBy={logoId} />
      ) : (
        <span className="small fst-italic text-body-secondary">Contact Admin for Copy Link</span>
      )}
    </>
  );
}

function VariantLogo({ id, variant }: { id: string; variant: FormVariantDto }) {
  if (variant.file) {
    return (
      <span id={id} className={styles.logoBox}>
        <img src={logoUrl(variant.file.location)} alt={variant.title} className={styles.logo} />
      </span>
    );
  }
  return (
    <span id={id} className={`${styles.logoBox} small fw-medium text-body-secondary`}>
      {variant.title}
    </span>
  );
}

interface CopyLinkControlsProps {
  variant: FormVariantDto;
  cntId: string | null;
  describedBy: string;
}

function CopyLinkControls({ variant, cntId, describedBy }: CopyLinkControlsProps) {
  const checkboxId = useId();
  const [includeContact, setIncludeContact] = useState(false);
  const { copy, copied, failed } = useCopyToClipboard();
  const link = guestLink(window.location.origin, variant.uuid, includeContact ? cntId : null);

  return (
    <>
      <span role="status" className="visually-hidden">
        {copied ? 'Link copied' : ''}
      </span>
      <Button
        size="sm"
        variant={copied ? 'success' : 'outline-primary'}
        className={styles.copyButton}
        aria-describedby={describedBy}
        onClick={() => void copy(link)}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span className="ms-1">{copied ? 'Copied!' : 'Copy Link'}</span>
      </Button>
      <Form.Check
        id={checkboxId}
        className="small mb-0"
        label="Include Your Contact ID"
        checked={includeContact && cntId !== null}
        disabled={!cntId}
        title={cntId ? undefined : 'Your user has no contact ID'}
        onChange={(event) => setIncludeContact(event.target.checked)}
      />
      {failed && (
        <span role="alert" className="small text-danger">
          The link could not be copied.
        </span>
      )}
    </>
  );
}
