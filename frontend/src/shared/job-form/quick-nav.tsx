import type { SectionDto } from '@job-intake/contracts/forms/forms-api';
import { ATTACHMENTS_TITLE, BACK_TO_TOP } from '@job-intake/contracts/job-form/messages';
import { memo, type MouseEvent } from 'react';
import Nav from 'react-bootstrap/Nav';
import { attachmentsAnchor, sectionAnchor } from './anchors';
import { ArrowUpIcon, PaperclipIcon } from 'lucide-react';
import styles from './job-form.module.css';

/** Scrolls to an element without touching the URL (no router navigation, no leave prompt). */
function scrollTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  if (typeof target?.scrollIntoView === 'function')
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target
    ?.querySelector<HTMLElement>('input, select, textarea, button')
    ?.focus({ preventScroll: true });
}

/**
 * The quick navigation side list: a link per visible section, Attachments (when shown), Back to
 * Top. Memoized: a keystroke leaves the visible sections (and so this list) as they were.
 */
export const QuickNav = memo(function QuickNav({
  sections,
  topId,
  showAttachments,
}: {
  sections: readonly SectionDto[];
  topId: string;
  showAttachments: boolean;
}) {
  return (
    <nav aria-label="Form sections" className={styles.quickNav}>
      <Nav className="flex-column small">
        {sections.map((section) => (
          <Nav.Link
            key={section.id}
            href={`#${sectionAnchor(section.id)}`}
            className="px-2 py-1 text-body"
            onClick={(event: MouseEvent<HTMLAnchorElement>) =>
              scrollTo(event, sectionAnchor(section.id))
            }
          >
            {section.title}
          </Nav.Link>
        ))}
        {showAttachments && (
          <Nav.Link
            href={`#${attachmentsAnchor(topId)}`}
            className="px-2 py-1 text-body"
            onClick={(event: MouseEvent<HTMLAnchorElement>) =>
              scrollTo(event, attachmentsAnchor(topId))
            }
          >
            <PaperclipIcon /> {ATTACHMENTS_TITLE}
          </Nav.Link>
        )}
        <Nav.Link
          href={`#${topId}`}
          className="px-2 py-1 mt-2 text-body-secondary"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            const top = document.getElementById(topId);
            if (typeof top?.scrollIntoView === 'function')
              top.scrollIntoView({ behavior: 'smooth', block: 'start' });
            else window.scrollTo?.(0, 0);
          }}
        >
          <ArrowUpIcon /> {BACK_TO_TOP}
        </Nav.Link>
      </Nav>
    </nav>
  );
});
