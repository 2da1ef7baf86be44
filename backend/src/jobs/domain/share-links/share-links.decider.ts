import type { JobEvent, ShareLinkCreated } from '@job-intake/contracts/jobs/job-events';
import type { ShareLinkStatus } from '@job-intake/contracts/jobs/share-links-api';
import { requireEditable, type WithForm } from '../job-core';
import { concernDecider, type JobConcern } from '../job-concern';
import { createShareLink, setShareLinkStatus } from './share-link.decisions';

/** A share link as the job's decisions need it. */
export interface ShareLinkState {
  readonly uuid: string;
  readonly sections: readonly string[];
  readonly status: ShareLinkStatus;
}

export interface ShareLinksState {
  /** The share links, by link id. */
  readonly links: ReadonlyMap<string, ShareLinkState>;
}

export type ShareLinksCommand =
  | { type: 'CreateShareLink'; data: ShareLinkCreated['data'] & WithForm }
  | { type: 'SetShareLinkStatus'; data: { linkId: string; status: 'open' | 'closed' } };

/** Staff's links for guests: created, disabled and enabled while the job can be edited. */
export const shareLinksConcern: JobConcern<ShareLinksCommand, ShareLinksState> = {
  commands: new Set(['CreateShareLink', 'SetShareLinkStatus']),
  initialState: { links: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'ShareLinkCreated': {
        const { linkId, uuid, sections } = event.data;
        return withLink(state, linkId, { uuid, sections, status: 'open' });
      }
      case 'ShareLinkStatusChanged':
        return withLink(state, event.data.linkId, { status: event.data.status });
      case 'ShareLinkSubmitted':
        return withLink(state, event.data.linkId, { status: 'complete' });
      default:
        return state;
    }
  },
  decide(command, job): JobEvent[] {
    requireEditable(job);
    if (command.type === 'SetShareLinkStatus') return setShareLinkStatus(job, command.data);
    const { form, ...link } = command.data;
    return createShareLink(link, form);
  },
};

export const shareLinksDecider = concernDecider(shareLinksConcern);

function withLink<S extends ShareLinksState>(
  state: S,
  linkId: string,
  change: Partial<ShareLinkState>,
): S {
  const current = state.links.get(linkId);
  if (!current && !('uuid' in change)) return state;
  const link = { ...current, ...change } as ShareLinkState;
  return { ...state, links: new Map(state.links).set(linkId, link) };
}
