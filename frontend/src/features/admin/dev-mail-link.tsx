import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMailCatcherStatusQuery } from './dev-mail-api';

/** The Admin page's link to the caught e-mails, while the server keeps e-mails locally (no SMTP). */
export function DevMailLink() {
  const { data } = useMailCatcherStatusQuery();
  if (!data?.active) return null;
  return (
    <Link to={paths.devMail} className="btn btn-outline-dark">
      Caught e-mails
    </Link>
  );
}
