import { SearchIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useNavigate } from 'react-router';
import { useCanChangeJobs } from '../../shared/api/auth-slice';
import { PageHeader } from '../../shared/components/page-header';
import { searchPath } from './job-lists';
import styles from './jobs-screen.module.css';
import { LazyCreateJobModal } from './lazy-create-job-modal';
import { RedirectNotice } from './redirect-notice';

interface JobsScreenProps {
  title: string;
  subtitle: ReactNode;
  /** The search shown in the box (the search page's own). */
  query?: string;
  children: ReactNode;
}

/**
 * The frame every list shares: title, search box, Create Job and the modal after creation (not
 * for an auditor, who changes nothing).
 */
export function JobsScreen({ title, subtitle, query = '', children }: JobsScreenProps) {
  const [creating, setCreating] = useState(false);
  const canCreate = useCanChangeJobs();
  return (
    <>
      <PageHeader
        title={title}
        // Read out when the count changes (another list, a search, a job created or moved).
        // Its line is kept while the count loads (a no-break space), so the list below stays put.
        subtitle={<span aria-live="polite">{subtitle ?? '\u00a0'}</span>}
        actions={
          <>
            <SearchBox initial={query} />
            {canCreate && (
              <Button className="text-nowrap" onClick={() => setCreating(true)}>
                + Create Job
              </Button>
            )}
          </>
        }
      />
      <RedirectNotice />
      {children}
      {canCreate && <LazyCreateJobModal show={creating} onHide={() => setCreating(false)} />}
    </>
  );
}

function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(searchPath(query));
  }

  return (
    <Form role="search" className={styles.search} onSubmit={handleSubmit}>
      <InputGroup>
        <Form.Control
          type="search"
          aria-label="Search jobs"
          placeholder="Search jobs…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline-secondary" aria-label="Search">
          <SearchIcon />
        </Button>
      </InputGroup>
    </Form>
  );
}
