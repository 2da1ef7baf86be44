import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useWebhookReceiverStatusQuery } from './dev-webhooks-api';

/** The Admin page's link to the received webhooks, while the local receiver runs. */
export function DevWebhooksLink() {
  const { data } = useWebhookReceiverStatusQuery();
  if (!data?.active) return null;
  return (
    <Link to={paths.devWebhooks} className="btn btn-outline-dark">
      Received webhooks
    </Link>
  );
}
