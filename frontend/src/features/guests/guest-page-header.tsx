import type { GuestCompany } from '@job-intake/contracts/guests/guest-api';
import type { JobFormVariant } from '@job-intake/contracts/jobs/job-events';
import type { ReactNode } from 'react';
import { PageHeader } from '../../shared/components/page-header';

interface GuestPageHeaderProps {
  company: GuestCompany;
  variant: JobFormVariant | null;
  title: ReactNode;
}

/**
 * The top of a guest page: the form variant's logo, the company asking, then the title (spec
 * section 2). A guest who opens a link from an e-mail sees at once who sent it.
 */
export function GuestPageHeader({ company, variant, title }: GuestPageHeaderProps) {
  return (
    <>
      {variant?.logo_url && (
        <img
          src={variant.logo_url}
          alt={variant.title}
          className="d-block mb-3"
          style={{ maxHeight: '5rem', maxWidth: '100%', objectFit: 'contain' }}
        />
      )}
      <p className="fw-semibold text-body-secondary mb-1">{company.name}</p>
      <PageHeader title={title} />
    </>
  );
}
