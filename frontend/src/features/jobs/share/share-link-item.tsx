import { formatDate } from '@job-intake/contracts/formatting/dates';
import type { ShareLinkDto } from '@job-intake/contracts/jobs/share-links-api';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { CopyButton } from '../copy-button';
import { ShareLinkProgress } from './share-link-progress';
import { ShareLinkStatusBadge } from './share-link-status-badge';

interface ShareLinkItemProps {
  link: ShareLinkDto;
  /** The titles of the link's sections, in the form's order. */
  sectionTitles: string[];
  toggling: boolean;
  onToggle: (link: ShareLinkDto) => void;
}

/** One link: Enable/Disable (not once complete), and Show and Copy only while open (spec 4). */
export function ShareLinkItem({ link, sectionTitles, toggling, onToggle }: ShareLinkItemProps) {
  const labelId = useId();
  const open = link.status === 'open';
  return (
    <ListGroup.Item
      as="li"
      aria-labelledby={labelId}
      className="d-flex flex-wrap align-items-center gap-3 py-3"
    >
      <div className="flex-grow-1" style={{ minWidth: 'min(100%, 16rem)', flexBasis: '16rem' }}>
        <div className="d-flex align-items-center gap-2 mb-1">
          <h3 id={labelId} className="h6 mb-0 text-break">
            {link.shareNote}
          </h3>
          <ShareLinkStatusBadge status={link.status} />
        </div>
        <div className="small text-body-secondary">
          Created {formatDate(link.created_at)} · {sectionTitles.join(', ')}
        </div>
      </div>
      <ShareLinkProgress percent={link.progress} label={link.shareNote} />
      {/* Wide enough for 'Copied', so the progress bars line up from one link to the next. */}
      <div className="d-flex gap-2 justify-content-md-end" style={{ minWidth: '13.5rem' }}>
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
    </ListGroup.Item>
  );
}
