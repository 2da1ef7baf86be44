import { noticeUrlOf } from '@job-intake/contracts/provider/provider-portal';
import { useGetProviderPortalQuery } from './provider-portal-api';

/**
 * A submitted job's Direct No (spec 2: "Direct No link when present"): a link to the provider's
 * page of the notice job, in a new tab, when a portal is known; the number as text otherwise.
 */
export function DirectNo({ directNo, className }: { directNo: string; className?: string }) {
  const { data } = useGetProviderPortalQuery();
  const href = noticeUrlOf(data?.notice_url, directNo);
  if (!href) return <span className={className}>{directNo}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      title={`Open notice job ${directNo} at the provider (new tab)`}
    >
      {directNo}
    </a>
  );
}
