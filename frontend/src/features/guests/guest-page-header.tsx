import type { JobFormVariant } from '@job-intake/contracts/jobs/job-events';
import type { ReactNode } from 'react';
import { PageHeader } from '../../shared/components/page-header';

interface GuestPageHeaderProps {
  variant: JobFormVariant | null;
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The top of a guest page: the form variant's logo, then the title (spec section 2). */
export function GuestPageHeader({ variant, title, subtitle }: GuestPageHeaderProps) {
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
      <PageHeader title={title} subtitle={subtitle} />
    </>
  );
}
