import { useCallback, useState } from 'react';
import { useGrantPublicUploadMutation } from './guest-api';

/** The public form's proof: what the captcha widgets need and the grant they earn. */
export interface PublicFormProof {
  /** The upload grant the solved captcha was exchanged for; null until then. */
  grant: string | null;
  /** Widgets remount with this in their key to start a new captcha. */
  round: number;
  /** Hands a solved captcha's token over for the grant (null: the widget was reset). */
  onToken: (token: string | null) => void;
  /** Forgets a spent or expired grant: the captcha is asked for again. */
  reset: () => void;
}

/**
 * The guest solves the captcha once: its token is exchanged at once for an upload grant of the
 * form, which the uploads carry and Submit Form spends (decision 0031).
 */
export function usePublicFormProof(appid: string): PublicFormProof {
  const [exchange] = useGrantPublicUploadMutation();
  const [grant, setGrant] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const reset = useCallback(() => {
    setGrant(null);
    setRound((current) => current + 1);
  }, []);
  const onToken = useCallback(
    (token: string | null) => {
      if (!token) return;
      exchange({ appid, recaptcha: token })
        .unwrap()
        .then((answer) => setGrant(answer.grant), reset);
    },
    [appid, exchange, reset],
  );
  return { grant, round, onToken, reset };
}
