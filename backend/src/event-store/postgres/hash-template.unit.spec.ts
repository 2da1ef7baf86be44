import fc from 'fast-check';
import { canonicalHashedJson } from '@job-intake/contracts/audit/hash-chain';
import { newEvent } from '../testing/test-events';
import { hashTemplate } from './hash-template';

const STREAM = 'job-1';
const prevHashes = fc.option(fc.hexaString({ minLength: 64, maxLength: 64 }), { nil: null });

describe('hashTemplate', () => {
  it('joined around any revision and previous hash, is the canonical JSON the hash covers', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.nat(),
        prevHashes,
        (data, revision, prevHash) => {
          const event = newEvent('Any', data);
          const { head, middle, tail } = hashTemplate(STREAM, event);
          // As append_events joins them.
          const joined = `${head}${JSON.stringify(prevHash)}${middle}${revision}${tail}`;
          const fields = { ...event, streamId: STREAM, revision };
          const metadata = { ...event.metadata, prevHash };
          expect(joined).toBe(canonicalHashedJson({ ...fields, metadata }));
        },
      ),
    );
  });

  it('holds data that looks like its own placeholders', () => {
    const event = newEvent('Any', { prevHash: 'x', revision: 'y', metadata: { prevHash: null } });
    const { head, middle, tail } = hashTemplate(STREAM, event);
    expect(`${head}null${middle}0${tail}`).toBe(
      canonicalHashedJson({
        ...event,
        streamId: STREAM,
        revision: 0,
        metadata: { ...event.metadata, prevHash: null },
      }),
    );
  });
});
