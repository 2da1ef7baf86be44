import { useGetPublicConfigQuery } from '../../shared/api/public-config-api';

const YEAR = new Date().getFullYear();

/** The page footer: the support phone and e-mail and the provider's postal address (GET /config). */
export function AppFooter() {
  const support = useGetPublicConfigQuery().data?.support;
  return (
    <footer className="px-4 px-xxl-5 py-3 border-top small text-body-secondary d-flex flex-wrap column-gap-4 row-gap-1">
      <span>© {YEAR} Job Intake</span>
      {support && (
        <>
          <span>
            Support: <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</a>
            {' · '}
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </span>
          <address className="mb-0">{support.postal_address}</address>
        </>
      )}
    </footer>
  );
}
