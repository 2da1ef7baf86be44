import {
  type FormVariantDto,
  VARIANT_UUID_MESSAGE,
  VARIANT_UUID_PATTERN,
} from '@job-intake/contracts/forms/forms-api';
import { type FormEvent, useState } from 'react';
import { useUploadLogoMutation } from './forms-api';
import { logoFileProblem, readDataUrl } from './logo-file';
import { logoUrl } from './logo-url';

/**
 * A logo variant row's edit: title, uuid and a chosen logo file (checked and previewed), saved
 * together as one upload.
 */
export function useVariantRow(formId: string, variant?: FormVariantDto, onSaved?: () => void) {
  const [title, setTitle] = useState(variant?.title ?? '');
  const [uuid, setUuid] = useState(variant?.uuid ?? '');
  const [editingUuid, setEditingUuid] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  /** The logo the last save answered, shown until the cached form catches up. */
  const [savedLogo, setSavedLogo] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [upload, { isLoading, error, reset }] = useUploadLogoMutation();

  const dirty = !variant || title !== variant.title || uuid !== variant.uuid || file !== null;
  const trimmedUuid = uuid.trim();
  const uuidProblem =
    trimmedUuid !== '' && !VARIANT_UUID_PATTERN.test(trimmedUuid) ? VARIANT_UUID_MESSAGE : null;
  const storedLogo = savedLogo ?? variant?.file?.location ?? null;

  function edited() {
    setJustSaved(false);
    reset();
  }

  function changeTitle(value: string) {
    setTitle(value);
    edited();
  }

  function changeUuid(value: string) {
    setUuid(value);
    edited();
  }

  async function chooseFile(files: FileList | null) {
    const chosen = files?.[0] ?? null;
    edited();
    setPreview(null);
    setFileProblem(null);
    setFile(null);
    if (!chosen) return;
    const problem = await logoFileProblem(chosen);
    if (problem) return setFileProblem(problem);
    setFile(chosen);
    setPreview(await readDataUrl(chosen));
  }

  const canSave = title.trim() !== '' && dirty && !uuidProblem && !isLoading;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    const result = await upload({
      form_id: formId,
      variant_id: variant?.id ?? '',
      title: title.trim(),
      uuid: trimmedUuid,
      file_id: variant?.file_id ?? null,
      file,
    });
    if (result.error) return;
    if (onSaved) return onSaved();
    setTitle(result.data.title);
    setUuid(result.data.uuid);
    setSavedLogo(result.data.file?.location ?? null);
    setFile(null);
    setPreview(null);
    setFileInputKey((key) => key + 1);
    setEditingUuid(false);
    setJustSaved(true);
  }

  return {
    title,
    changeTitle,
    uuid,
    changeUuid,
    uuidProblem,
    editingUuid,
    editUuid: () => setEditingUuid(true),
    shownLogo: preview ?? (storedLogo ? logoUrl(storedLogo) : null),
    fileInputKey,
    fileProblem,
    chooseFile,
    justSaved,
    canSave,
    saving: isLoading,
    error,
    clearError: reset,
    handleSubmit,
  };
}
