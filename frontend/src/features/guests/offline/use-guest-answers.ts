import { todayIso } from '@job-intake/contracts/formatting/dates';
import {
  GUEST_SAVE_STATE_TEXT,
  GUEST_SAVED_EXCEPT_CONFLICTS,
  GUEST_SUBMIT_NEEDS_ONLINE,
  type GuestAnswerConflict,
  type GuestLinkResponse,
  type GuestResultsResponse,
  type GuestSaveState,
} from '@job-intake/contracts/guests/guest-api';
import { checkAnswers } from '@job-intake/contracts/job-form/answers';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { errorText } from '../../../shared/job-form/error-text';
import type { Answers, JobFormSubmission } from '../../../shared/job-form/job-form-types';
import { SAVE_ERROR } from '../../../shared/job-form/use-save-answers';
import { useSaveGuestResultsMutation } from '../guest-api';
import { isRetryable } from './queue/retry-policy';
import { SaveSender } from './queue/save-sender';
import { editsAfter, editsOf, withQueued } from './store/answer-edits';
import type { AnswerKeeper, LinkRecord, QueuedSave } from './store/guest-device-db';
import { openAnswerKeeper } from './store/open-answer-keeper';
import { useOnline } from '../../../shared/hooks/use-online';

/** How long after the last keystroke the edits are kept on the phone. */
const KEEP_EDITS_MS = 400;
/**
 * How long after typing stops the edits are saved without Save Changes: a guest on a job site
 * often closes the page without pressing it, and an early save leaves others less time to change
 * the same field meanwhile.
 */
export const AUTO_SAVE_MS = 3_000;

interface Opened {
  device: AnswerKeeper;
  sender: SaveSender;
  /** The form's key and the edits it opens with (restored, or given back after a refusal). */
  form: { key: number; initialEdits: Answers };
}

const emptyRecord = (uuid: string): LinkRecord => ({
  uuid,
  revision: 0,
  last_sent_at: null,
  conflicts: [],
});

/**
 * A guest's answers on a share link, kept on the phone (IndexedDB) as they are typed and sent
 * from an ordered queue when there is a connection (SaveSender). Gives the form its saved answers
 * (the server's, with the queued saves on top), the save state, the conflicts to choose on, and
 * Save Changes and Submit Form.
 */
export function useGuestAnswers(uuid: string, link: GuestLinkResponse | undefined) {
  const [save] = useSaveGuestResultsMutation();
  const online = useOnline();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [record, setRecord] = useState<LinkRecord>(() => emptyRecord(uuid));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [hasEdits, setHasEdits] = useState(false);
  const [, senderChanged] = useReducer((count: number) => count + 1, 0);

  const latest = useRef({ link, record, save, opened });
  useLayoutEffect(() => {
    latest.current = { link, record, save, opened };
  });
  const draft = useRef<Answers | null>(null);
  const keepTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const autoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The edits a refused save gave back: not saved again on their own until the guest changes them. */
  const refusedEdits = useRef<string | null>(null);
  /** The server's message for the last save it refused, until the next save is queued. */
  const refusedNow = useRef<string | null>(null);

  const revision = () =>
    Math.max(latest.current.link?.revision ?? 0, latest.current.record.revision);
  const localAnswers = useCallback(
    () =>
      withQueued(
        latest.current.link?.answerData ?? {},
        latest.current.opened?.sender.pending ?? [],
      ),
    [],
  );
  const currentEdits = useCallback(
    () => (draft.current ? editsOf(draft.current, localAnswers()) : {}),
    [localAnswers],
  );

  const putRecord = useCallback(async (next: LinkRecord) => {
    latest.current.record = next;
    setRecord(next);
    await latest.current.opened?.device.putLink(next);
  }, []);

  const keepEdits = useCallback(async () => {
    clearTimeout(keepTimer.current);
    const edits = currentEdits();
    setHasEdits(Object.keys(edits).length > 0);
    await latest.current.opened?.device.putEdits(uuid, edits);
  }, [currentEdits, uuid]);

  const enqueue = useCallback(
    async (answers: Answers) => {
      const current = latest.current.opened;
      if (!current || Object.keys(answers).length === 0) return;
      setRefusal(null);
      refusedNow.current = null;
      const left = editsAfter(currentEdits(), answers);
      const base_revision = revision();
      current.sender.push(await current.device.enqueue({ uuid, answers, base_revision }, left));
      setHasEdits(Object.keys(left).length > 0);
    },
    [currentEdits, uuid],
  );

  const autoSave = useCallback(() => {
    const edits = currentEdits();
    const form = latest.current.link?.form;
    if (!form || Object.keys(edits).length === 0) return;
    if (refusedEdits.current === JSON.stringify(edits)) return;
    // Answers the server would refuse wait for Save Changes, which names the problem.
    const { problems } = checkAnswers(form, localAnswers(), edits, { today: todayIso() });
    if (problems.length === 0) void enqueue(edits);
  }, [currentEdits, enqueue, localAnswers]);

  /** Every change of the form's answers: kept on the phone soon, saved once typing stops. */
  const onDraftChange = useCallback(
    ({ answers }: JobFormSubmission) => {
      draft.current = answers;
      clearTimeout(keepTimer.current);
      keepTimer.current = setTimeout(() => void keepEdits(), KEEP_EDITS_MS);
      clearTimeout(autoTimer.current);
      autoTimer.current = setTimeout(autoSave, AUTO_SAVE_MS);
    },
    [autoSave, keepEdits],
  );

  const recordSent = useCallback(
    async (sent: Answers, response: GuestResultsResponse) => {
      const { record: known } = latest.current;
      await putRecord({
        uuid,
        revision: response.revision ?? known.revision,
        last_sent_at: new Date().toISOString(),
        conflicts: [
          ...known.conflicts.filter((conflict) => !(conflict.field_id in sent)),
          ...(response.conflicts ?? []),
        ],
      });
    },
    [putRecord, uuid],
  );

  // Opens the phone's store once per link and starts sending what it holds.
  useEffect(() => {
    let cancelled = false;
    let current: Opened | null = null;
    void (async () => {
      const device = await openAnswerKeeper();
      const [edits, queued, known] = await Promise.all([
        device.edits(uuid),
        device.saves(uuid),
        device.link(uuid),
      ]);
      if (cancelled) return device.close();
      const sender = new SaveSender({
        queued,
        send: (queuedSave: QueuedSave) =>
          latest.current
            .save({
              uuid,
              answers: queuedSave.answers,
              base_revision: queuedSave.base_revision,
              submit: false,
            })
            .unwrap(),
        drop: (queuedSave) => device.dropSave(queuedSave.seq),
        online: () => navigator.onLine,
        sent: (queuedSave, response) => recordSent(queuedSave.answers, response),
        refused: (queuedSave, reason) => {
          // The refused answers go back into the form as unsaved edits: nothing typed is lost.
          const edits = { ...queuedSave.answers, ...currentEdits() };
          refusedEdits.current = JSON.stringify(edits);
          refusedNow.current = errorText(reason, SAVE_ERROR);
          setRefusal(refusedNow.current);
          void device.putEdits(uuid, edits);
          setOpened(
            (open) => open && { ...open, form: { key: open.form.key + 1, initialEdits: edits } },
          );
        },
        changed: senderChanged,
      });
      current = { device, sender, form: { key: 0, initialEdits: edits } };
      latest.current.opened = current;
      if (known) {
        latest.current.record = known;
        setRecord(known);
      }
      setHasEdits(Object.keys(edits).length > 0);
      setOpened(current);
      sender.wake();
    })();
    return () => {
      cancelled = true;
      current?.sender.stop();
      current?.device.close();
    };
  }, [uuid, recordSent, currentEdits]);

  useEffect(() => {
    if (online) opened?.sender.wake();
  }, [online, opened]);

  // Kept at once when the page is hidden or closed: a debounce would lose the last keystrokes.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') void keepEdits();
    };
    const leave = () => void keepEdits();
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', leave);
      clearTimeout(keepTimer.current);
      clearTimeout(autoTimer.current);
    };
  }, [keepEdits]);

  /**
   * What Save Changes says when the save did not simply reach the server: still queued, or saved
   * but for the conflicts above the form.
   */
  const saveNotice = useCallback((): string | undefined => {
    const { opened: open, record: known } = latest.current;
    if (open && open.sender.pending.length > 0) return GUEST_SAVE_STATE_TEXT.queued;
    return known.conflicts.length > 0 ? GUEST_SAVED_EXCEPT_CONFLICTS : undefined;
  }, []);

  /** Save Changes: queued at once; online, it resolves once the queue was tried. */
  const saveChanges = useCallback(
    async (answers: Answers) => {
      clearTimeout(autoTimer.current);
      await enqueue(answers);
      if (navigator.onLine) await latest.current.opened?.sender.settled();
      // Refused: the form shows the server's message as the save's failure.
      if (refusedNow.current) throw new Error(refusedNow.current);
      return { notice: saveNotice() };
    },
    [enqueue, saveNotice],
  );

  /** Submit Form: only online, once every queued save reached the server. */
  const submit = useCallback(
    async ({ answers }: JobFormSubmission) => {
      const sender = latest.current.opened?.sender;
      if (!navigator.onLine || !sender) throw new Error(GUEST_SUBMIT_NEEDS_ONLINE);
      sender.wake();
      await sender.settled();
      if (sender.pending.length > 0) throw new Error(GUEST_SUBMIT_NEEDS_ONLINE);
      clearTimeout(autoTimer.current);
      const response = await latest.current
        .save({ uuid, answers, base_revision: revision(), submit: true })
        .unwrap()
        .catch((reason: unknown) => {
          throw isRetryable(reason) ? new Error(GUEST_SUBMIT_NEEDS_ONLINE) : reason;
        });
      await recordSent(answers, response);
      await latest.current.opened?.device.putEdits(uuid, {});
    },
    [recordSent, uuid],
  );

  const dropConflict = useCallback(
    (conflict: GuestAnswerConflict) =>
      putRecord({
        ...latest.current.record,
        conflicts: latest.current.record.conflicts.filter((c) => c.field_id !== conflict.field_id),
      }),
    [putRecord],
  );
  const keepMine = useCallback(
    async (conflict: GuestAnswerConflict) => {
      await dropConflict(conflict);
      await enqueue({ [conflict.field_id]: conflict.yours });
    },
    [dropConflict, enqueue],
  );

  const sender = opened?.sender;
  const pending = sender?.pending ?? [];
  const state: GuestSaveState =
    sender?.phase === 'sending'
      ? 'sending'
      : pending.length > 0 || (hasEdits && !online)
        ? 'queued'
        : 'saved';

  return {
    ready: opened !== null,
    form: opened?.form ?? { key: 0, initialEdits: {} },
    answers: withQueued(link?.answerData ?? {}, pending),
    state,
    lastSentAt: record.last_sent_at,
    retryMessage: sender?.retryMessage ?? null,
    refusal,
    conflicts: record.conflicts,
    onDraftChange,
    saveChanges,
    submit,
    keepMine: (conflict: GuestAnswerConflict) => void keepMine(conflict),
    takeTheirs: (conflict: GuestAnswerConflict) => void dropConflict(conflict),
  };
}
