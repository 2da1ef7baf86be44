import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { useCallback, useState } from 'react';
import {
  hasContent,
  type PublicFormDraft,
  readDraft,
  removeDraft,
  writeDraft,
} from './public-form-draft-store';

/** none: nothing typed yet; saved: kept on this device; not-saved: the browser refused it. */
export type DraftState = 'none' | 'saved' | 'not-saved';

/**
 * The public form's draft on this device: the one found when the page opened (restored), every
 * change kept as the guest types (keep), and forgotten on submit or Start over (clear).
 */
export function usePublicFormDraft(appid: string, form: FormSnapshot) {
  const [restored, setRestored] = useState(() => readDraft(appid, form));
  const [state, setState] = useState<DraftState>(restored ? 'saved' : 'none');

  const keep = useCallback(
    (draft: PublicFormDraft) => {
      if (!hasContent(draft)) {
        removeDraft(appid);
        setState('none');
        return;
      }
      setState(writeDraft(appid, draft) ? 'saved' : 'not-saved');
    },
    [appid],
  );

  const clear = useCallback(() => {
    removeDraft(appid);
    setRestored(null);
    setState('none');
  }, [appid]);

  return { restored, state, keep, clear };
}
