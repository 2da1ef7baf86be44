import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMailCatcherStatusQuery } from './auth-api';

/** A link to the caught e-mails, shown only while the server keeps e-mails locally (no SMTP). */
export function DevMailLink() {
  const { data } = useMailCatcherStatusQuery();
  if (!data?.active) return null;
  return (
    <Link to={paths.devMail} className="link-secondary">
      Caught e-mails
    </Link>
  );
}
