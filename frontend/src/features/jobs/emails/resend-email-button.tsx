import {
  type EmailDto,
  NO_UUID_MESSAGE,
  RESEND_DELAY_MS,
  sendErrorMessage,
} from '@job-intake/contracts/emails/emails-api';
import { useEffect, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { errorMessage } from '../../../shared/api/api-error';
import { useResendEmailMutation } from './emails-api';

const SECOND = 1_000;

interface ResendEmailButtonProps {
  email: EmailDto;
  onError: (message: string) => void;
}

/** Resend: the e-mail goes out again after RESEND_DELAY_MS, counted down on the button. */
export function ResendEmailButton({ email, onError }: ResendEmailButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [resend, { isLoading }] = useResendEmailMutation();

  useEffect(() => {
    if (secondsLeft === null) return;
    const tick = setTimeout(() => {
      if (secondsLeft > 1) return setSecondsLeft(secondsLeft - 1);
      setSecondsLeft(null);
      resend({ email_id: email.id, uuid: email.uuid, job_id: email.job_id })
        .unwrap()
        .catch((error: unknown) => onError(sendErrorMessage(errorMessage(error, 'unknown error'))));
    }, SECOND);
    return () => clearTimeout(tick);
  }, [secondsLeft, resend, email, onError]);

  function start() {
    if (!email.uuid) return onError(NO_UUID_MESSAGE);
    setSecondsLeft(RESEND_DELAY_MS / SECOND);
  }

  const busy = secondsLeft !== null || isLoading;
  return (
    <Button size="sm" variant="outline-primary" onClick={start} busy={busy} spinnerClassName="me-1">
      {secondsLeft ? `Resend in ${secondsLeft}s` : 'Resend'}
    </Button>
  );
}
