import type { PublicAttachmentsResponse } from '@job-intake/contracts/guests/guest-api';
import { CAPTCHA_EXPIRED, CAPTCHA_INVALID } from '@job-intake/contracts/guests/guest-api';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
} from '@job-intake/contracts/jobs/jobs-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicFormProof } from '../public-form-proof';
import { compressPhoto, isPhoto } from './compress-photo';
import { type PendingUpload, pendingUploads } from './pending-uploads-store';
import { sendUpload } from './send-upload';

export type GuestUploadState = 'preparing' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface GuestUpload {
  key: string;
  fileName: string;
  state: GuestUploadState;
  /** Share of the bytes sent while uploading, 0 to 1. */
  progress: number;
  /** An object URL of the photo as it is sent; null for other files. */
  thumbnail: string | null;
  attachment: PublicAttachmentsResponse[number] | null;
  /** Why the server refused it. */
  problem: string | null;
}

/** Waits between sends after a failure: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}

function describe(pending: PendingUpload, state: GuestUploadState, preview = true): GuestUpload {
  return {
    key: pending.key,
    fileName: pending.fileName,
    state,
    progress: 0,
    thumbnail:
      preview && pending.content.type.startsWith('image/')
        ? URL.createObjectURL(pending.content)
        : null,
    attachment: null,
    problem: null,
  };
}

/**
 * The public form's uploads, one file at a time in the order picked: photos are made small
 * first, every file is kept on the device until the server has it, and a send that found no
 * connection (or a failing server) is tried again when the browser is back online, with backoff.
 * An expired captcha asks for a new one and the queue goes on with its grant.
 */
export function useGuestUploads(appid: string, proof: PublicFormProof) {
  // The queue reads the list between awaits: the ref is the truth, the state its rendering.
  const list = useRef<GuestUpload[]>([]);
  const [uploads, setUploads] = useState<GuestUpload[]>([]);
  const contents = useRef(new Map<string, PendingUpload>());
  const grant = useRef(proof.grant);
  const again = useRef<() => void>(() => undefined);
  const sending = useRef<{ key: string; stop: AbortController } | null>(null);
  const failures = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { reset } = proof;

  const update = useCallback((next: (all: GuestUpload[]) => GuestUpload[]) => {
    list.current = next(list.current);
    setUploads(list.current);
  }, []);
  const change = useCallback(
    (key: string, values: Partial<GuestUpload>) =>
      update((all) =>
        all.map((upload) => (upload.key === key ? { ...upload, ...values } : upload)),
      ),
    [update],
  );

  /** Sends what waits, in order; `now` skips a backoff under way (the connection is back). */
  const pump = useCallback(
    async (now = false) => {
      if (retry.current && !now) return;
      if (retry.current) clearTimeout(retry.current);
      retry.current = null;
      while (!sending.current && grant.current) {
        const next = list.current.find((upload) => upload.state === 'waiting');
        const pending = next && contents.current.get(next.key);
        if (!next || !pending) return;
        const stop = new AbortController();
        sending.current = { key: next.key, stop };
        change(next.key, { state: 'uploading', progress: 0 });
        const outcome = await sendUpload({
          appid,
          grant: grant.current,
          file: pending.content,
          fileName: pending.fileName,
          onProgress: (progress) => change(next.key, { progress }),
          signal: stop.signal,
        }).catch(() => null);
        sending.current = null;
        if (!outcome) continue;
        if (outcome.kind === 'kept') {
          failures.current = 0;
          contents.current.delete(next.key);
          void pendingUploads.forget(next.key);
          change(next.key, { state: 'uploaded', progress: 1, attachment: outcome.attachment });
          continue;
        }
        const captchaGone =
          outcome.kind === 'refused' &&
          (outcome.message === CAPTCHA_EXPIRED || outcome.message === CAPTCHA_INVALID);
        if (outcome.kind === 'refused' && !captchaGone) {
          change(next.key, { state: 'failed', problem: outcome.message });
          continue;
        }
        change(next.key, { state: 'waiting', progress: 0 });
        if (captchaGone) return reset();
        failures.current += 1;
        // Offline, the 'online' event starts the queue again; online, a failing server gets time.
        if (navigator.onLine)
          retry.current = setTimeout(() => again.current(), retryDelay(failures.current));
        return;
      }
    },
    [appid, change, reset],
  );

  useEffect(() => {
    grant.current = proof.grant;
    again.current = () => void pump(true);
    void pump();
  }, [proof.grant, pump]);

  useEffect(() => {
    const online = () => {
      failures.current = 0;
      void pump(true);
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [pump]);

  useEffect(() => {
    let stale = false;
    void pendingUploads.of(appid).then((kept) => {
      if (stale || kept.length === 0) return;
      for (const pending of kept) contents.current.set(pending.key, pending);
      update((all) => [...kept.map((pending) => describe(pending, 'waiting')), ...all]);
      void pump();
    });
    return () => {
      stale = true;
    };
  }, [appid, pump, update]);

  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
      sending.current?.stop.abort();
      for (const upload of list.current)
        if (upload.thumbnail) URL.revokeObjectURL(upload.thumbnail);
    },
    [],
  );

  const add = useCallback(
    async (files: File[]) => {
      for (const file of files) {
        const key = crypto.randomUUID();
        const picked: PendingUpload = {
          key,
          appid,
          fileName: file.name,
          content: file,
          pickedAt: 0,
        };
        update((all) => [...all, describe(picked, 'preparing', false)]);
        const content = isPhoto(file) ? await compressPhoto(file) : file;
        if (!list.current.some((upload) => upload.key === key)) continue;
        if (content.size > ATTACHMENT_MAX_BYTES) {
          change(key, { state: 'failed', problem: ATTACHMENT_TOO_LARGE_MESSAGE });
          continue;
        }
        const pending = { ...picked, fileName: content.name, content, pickedAt: Date.now() };
        contents.current.set(key, pending);
        await pendingUploads.keep(pending);
        const ready = describe(pending, 'waiting');
        change(key, { fileName: ready.fileName, state: 'waiting', thumbnail: ready.thumbnail });
        void pump();
      }
    },
    [appid, change, pump, update],
  );

  const remove = useCallback(
    (key: string) => {
      if (sending.current?.key === key) sending.current.stop.abort();
      contents.current.delete(key);
      void pendingUploads.forget(key);
      const gone = list.current.find((upload) => upload.key === key);
      if (gone?.thumbnail) URL.revokeObjectURL(gone.thumbnail);
      update((all) => all.filter((upload) => upload.key !== key));
    },
    [update],
  );

  return { uploads, add, remove };
}
