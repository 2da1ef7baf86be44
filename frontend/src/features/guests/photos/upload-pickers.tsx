import { CHOOSE_FILES_LABEL, TAKE_PHOTO_LABEL } from '@job-intake/contracts/guests/guest-api';
import { CameraIcon, PaperclipIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import Button from 'react-bootstrap/Button';

interface UploadPickersProps {
  onPick: (files: File[]) => void;
}

/**
 * Two ways in: the phone's camera (`capture`: a phone opens it at once; a computer offers its
 * files) and files already on the device. Each button opens its own hidden input.
 */
export function UploadPickers({ onPick }: UploadPickersProps) {
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so that picking the same file again sends it again.
    event.target.value = '';
    if (chosen.length > 0) onPick(chosen);
  }

  return (
    <div className="d-flex flex-wrap gap-2">
      <Button variant="primary" onClick={() => camera.current?.click()}>
        <CameraIcon aria-hidden="true" /> {TAKE_PHOTO_LABEL}
      </Button>
      <Button variant="outline-primary" onClick={() => files.current?.click()}>
        <PaperclipIcon aria-hidden="true" /> {CHOOSE_FILES_LABEL}
      </Button>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className="d-none"
        aria-label={TAKE_PHOTO_LABEL}
        onChange={picked}
      />
      <input
        ref={files}
        type="file"
        multiple
        className="d-none"
        aria-label={CHOOSE_FILES_LABEL}
        onChange={picked}
      />
    </div>
  );
}
