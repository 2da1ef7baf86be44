import Card from 'react-bootstrap/Card';
import type { SessionUser } from '@job-intake/contracts/identity/identity-api';
import { useSessionUser } from '../../shared/api/auth-slice';
import { PageHeader } from '../../shared/components/page-header';
import { ChangePasswordCard } from './change-password-card';
import { JobListOptionsCard } from './job-list-options-card';

/** /settings: read-only profile data, Job List Options and Change password (spec section 2). */
export function SettingsPage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" subtitle="Your account and how Job Intake works for you" />
      <div className="row g-4">
        <div className="col-xl-5">
          <ProfileCard user={user} />
        </div>
        <div className="col-xl-7 d-flex flex-column gap-4">
          <JobListOptionsCard user={user} />
          <ChangePasswordCard />
        </div>
      </div>
    </>
  );
}

function ProfileCard({ user }: { user: SessionUser }) {
  const membership = user.memberships[0];
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Company', membership?.company.name ?? '—'],
    ['Role', membership?.role.name ?? '—'],
    ['CNT ID', user.cnt_id ?? 'Not set'],
    ['API Key', user.api_key ? maskKey(user.api_key) : 'Not set'],
  ];
  return (
    <Card className="border-0 shadow-sm">
      <Card.Header className="bg-body py-3">
        <h2 className="h6 mb-0">Profile</h2>
      </Card.Header>
      <Card.Body>
        <dl className="mb-0" aria-label="Profile">
          {rows.map(([label, value]) => (
            <div key={label} className="d-flex justify-content-between gap-3 py-2 border-bottom">
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 text-end text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mt-3 mb-0">
          Your name, e-mail and role are managed by your company's administrator.
        </p>
      </Card.Body>
    </Card>
  );
}

/** Only the last four characters of an API key are shown. */
function maskKey(key: string): string {
  return key.length <= 4 ? '••••' : `•••• ${key.slice(-4)}`;
}
