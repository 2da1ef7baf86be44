import { Link } from 'react-router';
import { useMailCatcherStatusQuery } from './auth-api';
import { authPaths } from './auth-paths';

/** A link to the caught e-mails, shown only while the server keeps e-mails locally (no SMTP). */
export function DevMailLink() {
  const { data } = useMailCatcherStatusQuery();
  if (!data?.active) return null;
  return (
    <Link to={authPaths.devMail} className="link-secondary">
      Caught e-mails
    </Link>
  );
}
