import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import type { DraftState } from './use-public-form-draft';

export const DRAFT_SAVED = 'Draft saved on this device';
export const DRAFT_HINT = 'Your answers are saved on this device as you type.';
export const DRAFT_NOT_SAVED =
  'This browser cannot keep a draft of your answers. Submit the form before you leave the page.';
export const START_OVER = 'Start over';

interface PublicFormDraftBarProps {
  state: DraftState;
  onStartOver: () => void;
}

/**
 * Tells the guest where their answers are (saved on this device as they type) and offers to
 * start over, after a confirmation, with an empty form. A status region, so a screen reader
 * hears 'Draft saved on this device' once, when the first answer is kept.
 */
export function PublicFormDraftBar({ state, onStartOver }: PublicFormDraftBarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small mb-3 d-print-none">
      <div role="status" className={state === 'not-saved' ? 'text-danger' : 'text-body-secondary'}>
        {state === 'saved' && (
          <>
            <span aria-hidden="true" className="text-success me-1">
              ✓
            </span>
            {DRAFT_SAVED}
          </>
        )}
        {state === 'none' && DRAFT_HINT}
        {state === 'not-saved' && DRAFT_NOT_SAVED}
      </div>
      {state === 'saved' && (
        <Button variant="link" size="sm" className="p-0" onClick={() => setConfirming(true)}>
          {START_OVER}
        </Button>
      )}
      <ConfirmDialog
        show={confirming}
        title="Start over?"
        message="This empties the form and deletes the draft saved on this device. It cannot be undone."
        confirmLabel={START_OVER}
        onConfirm={() => {
          setConfirming(false);
          onStartOver();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
