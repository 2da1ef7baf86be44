import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionUser } from '../../shared/api/auth-slice';
import { PageHeader } from '../../shared/components/page-header';
import styles from './profile-page.module.css';

/** What the profile page will offer later (spec: a 'Coming Soon' list). */
const COMING_SOON = [
  { title: 'Profile picture', detail: 'Show a photo next to your name in job histories.' },
  { title: 'Notification preferences', detail: 'Choose which job updates reach you by e-mail.' },
  { title: 'Two-step sign-in', detail: 'Protect your account with a code from your phone.' },
];

/** /profile: who the signed-in user is and where they work (spec section 2). */
export function ProfilePage() {
  const user = useSessionUser();
  if (!user) return null;

  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <Link to={paths.settings} className="btn btn-outline-dark">
            Settings
          </Link>
        }
      />
      <div className="row g-4">
        <div className="col-lg-7">
          <Card className="border-0 shadow-sm mb-4">
            <Card.Body className="d-flex align-items-center gap-3 p-4">
              <span className={styles.avatar} aria-hidden="true">
                {initials(user.name)}
              </span>
              <div style={{ minWidth: 0 }}>
                <h2 className="h5 mb-1 text-truncate">{user.name}</h2>
                <a href={`mailto:${user.email}`} className="text-body-secondary text-break">
                  {user.email}
                </a>
              </div>
            </Card.Body>
          </Card>
          <Card className="border-0 shadow-sm">
            <Card.Header className="bg-body py-3">
              <h2 className="h6 mb-0">Companies</h2>
            </Card.Header>
            <ListGroup as="ul" variant="flush" aria-label="Companies">
              {user.memberships.length === 0 ? (
                <ListGroup.Item as="li" className="text-body-secondary">
                  There are no items to display...
                </ListGroup.Item>
              ) : (
                user.memberships.map((membership) => (
                  <ListGroup.Item
                    as="li"
                    key={membership.id}
                    className="d-flex justify-content-between align-items-center gap-3 py-3"
                  >
                    <span className="fw-medium">{membership.company.name}</span>
                    <Badge bg="primary-subtle" text="primary-emphasis" className="fw-medium">
                      {membership.role.name}
                    </Badge>
                  </ListGroup.Item>
                ))
              )}
            </ListGroup>
          </Card>
        </div>
        <div className="col-lg-5">
          <Card className="border-0 shadow-sm">
            <Card.Header className="bg-body py-3 d-flex align-items-center justify-content-between">
              <h2 className="h6 mb-0">Coming Soon</h2>
              <Badge bg="secondary-subtle" text="secondary-emphasis" className="fw-medium">
                Planned
              </Badge>
            </Card.Header>
            <ListGroup as="ul" variant="flush" aria-label="Coming Soon">
              {COMING_SOON.map((item) => (
                <ListGroup.Item as="li" key={item.title} className="py-3">
                  <div className="fw-medium">{item.title}</div>
                  <div className="small text-body-secondary">{item.detail}</div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Card>
        </div>
      </div>
    </>
  );
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.[0]?.toUpperCase() ?? '').join('') || '?';
}
