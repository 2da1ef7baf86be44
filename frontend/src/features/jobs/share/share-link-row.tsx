import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import Button from 'react-bootstrap/Button';
import { CopyButton } from '../copy-button';
import { ShareLinkProgress } from './share-link-progress';
import { ShareLinkStatusBadge } from './share-link-status-badge';

interface ShareLinkRowProps {
  link: ShareLinkDto;
  /** The titles of the link's sections, in the form's order. */
  sectionTitles: string[];
  toggling: boolean;
  onToggle: (link: ShareLinkDto) => void;
}

/** One link: Enable/Disable (not once complete), and Show and Copy only while open (spec 4). */
export function ShareLinkRow({ link, sectionTitles, toggling, onToggle }: ShareLinkRowProps) {
  const open = link.status === 'open';
  return (
    <tr>
      <th scope="row" className="px-3 fw-semibold text-break">
        {link.shareNote}
      </th>
      <td className="px-3 text-nowrap">{formatDate(link.created_at)}</td>
      <td className="px-3">{sectionTitles.join(', ')}</td>
      <td className="px-3">
        <ShareLinkProgress percent={link.progress} label={link.shareNote} />
      </td>
      <td className="px-3">
        <ShareLinkStatusBadge status={link.status} />
      </td>
      <td className="px-3">
        <div className="d-flex gap-2 justify-content-end">
          {link.status !== 'complete' && (
            <Button
              size="sm"
              variant={open ? 'outline-danger' : 'outline-success'}
              disabled={toggling}
              onClick={() => onToggle(link)}
            >
              {open ? 'Disable' : 'Enable'}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline-primary"
            disabled={!open}
            onClick={() => window.open(link.url, '_blank', 'noopener,noreferrer')}
          >
            Show
          </Button>
          <CopyButton text={link.url} size="sm" disabled={!open} />
        </div>
      </td>
    </tr>
  );
}
