import {
  type EmailDto,
  OPT_OUT_DELAY_MS,
  OPT_OUT_ERROR_MESSAGE,
} from '@job-intake/contracts/emails/emails-api';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSetEmailOptOutMutation } from './emails-api';

interface EmailRemindersCheckProps {
  email: EmailDto;
  onError: (message: string) => void;
}

/**
 * An e-mail's reminders on or off (opt_out inverted). The change goes to the server after
 * OPT_OUT_DELAY_MS, so quick clicks send only the last one; an expired e-mail's box is off.
 */
export function EmailRemindersCheck({ email, onError }: EmailRemindersCheckProps) {
  const id = useId();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [setOptOut] = useSetEmailOptOutMutation();
  useEffect(() => () => clearTimeout(timer.current), []);

  const checked = wanted ?? !email.opt_out;

  function toggle(remind: boolean) {
    setWanted(remind);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void setOptOut({ id: email.id, opt_out: !remind, job_id: email.job_id })
        .unwrap()
        .catch(() => {
          setWanted(null);
          onError(OPT_OUT_ERROR_MESSAGE);
        });
    }, OPT_OUT_DELAY_MS);
  }

  return (
    <Form.Check
      id={id}
      type="checkbox"
      aria-label={`Reminders for ${email.to}`}
      checked={checked}
      disabled={email.status === 'expired'}
      onChange={(event) => toggle(event.target.checked)}
    />
  );
}
