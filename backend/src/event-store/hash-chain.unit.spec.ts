import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { GlobalPosition, NewEvent, RecordedEvent } from './event-store.port';
import { computeEventHash, verifyChain } from '@job-intake/contracts/audit/hash-chain';
import { chainBatch } from './hash-chain';
import { newEvent } from './testing/test-events';

const STREAM = 'job-1';

/** A stream as an adapter would store it: chained in batches of the given sizes. */
function storedStream(batchSizes: readonly number[]): RecordedEvent[] {
  const stream: RecordedEvent[] = [];
  for (const size of batchSizes) {
    const last = stream.at(-1);
    const events = Array.from({ length: size }, () => newEvent());
    const chained = chainBatch(STREAM, stream.length - 1, last?.metadata.hash ?? null, events);
    for (const { event, revision, metadata } of chained) {
      stream.push({ ...event, streamId: STREAM, revision, position: at(revision), metadata });
    }
  }
  return stream;
}

function at(revision: number): GlobalPosition {
  return { commit: BigInt(revision), prepare: BigInt(revision) };
}

const batchSizes = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 6 });

describe('computeEventHash', () => {
  const event: NewEvent = {
    id: '5f0f4a4c-7d0e-4d4e-9d7a-2f1b9c0e8a11',
    type: 'JobCreated',
    schemaVersion: 1,
    data: { title: 'Roof', amount: 12.5 },
    metadata: {
      companyId: null,
      actor: { kind: 'guest' },
      correlationId: 'c-1',
      occurredAt: '2025-01-02T03:04:05.000Z',
    },
  };

  it('is the SHA-256 of the RFC 8785 canonical JSON of the event and the previous hash', () => {
    const canonical =
      '{"data":{"amount":12.5,"title":"Roof"},"id":"5f0f4a4c-7d0e-4d4e-9d7a-2f1b9c0e8a11",' +
      '"metadata":{"actor":{"kind":"guest"},"companyId":null,"correlationId":"c-1",' +
      '"occurredAt":"2025-01-02T03:04:05.000Z","prevHash":null},"revision":0,' +
      '"schemaVersion":1,"streamId":"job-1","type":"JobCreated"}';
    const hash = computeEventHash({
      ...event,
      streamId: STREAM,
      revision: 0,
      metadata: { ...event.metadata, prevHash: null },
    });
    expect(hash).toBe(createHash('sha256').update(canonical).digest('hex'));
  });

  it('does not depend on the order of object keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (data) => {
        const reversed = Object.fromEntries(Object.entries(data).reverse());
        const hash = (value: unknown) =>
          computeEventHash({
            ...event,
            data: value,
            streamId: STREAM,
            revision: 3,
            metadata: { ...event.metadata, prevHash: 'abc' },
          });
        expect(hash(reversed)).toBe(hash(data));
      }),
    );
  });

  it('covers the stream, the revision and the previous hash', () => {
    const fields = {
      ...event,
      streamId: STREAM,
      revision: 1,
      metadata: { ...event.metadata, prevHash: 'a' },
    };
    const hash = computeEventHash(fields);
    expect(computeEventHash({ ...fields, streamId: 'job-2' })).not.toBe(hash);
    expect(computeEventHash({ ...fields, revision: 2 })).not.toBe(hash);
    expect(
      computeEventHash({ ...fields, metadata: { ...fields.metadata, prevHash: 'b' } }),
    ).not.toBe(hash);
  });

  it('refuses values JSON cannot represent', () => {
    const fields = {
      ...event,
      streamId: STREAM,
      revision: 0,
      metadata: { ...event.metadata, prevHash: null },
    };
    expect(() => computeEventHash({ ...fields, data: { amount: Number.NaN } })).toThrow();
    expect(() => computeEventHash({ ...fields, data: { amount: 1n } })).toThrow();
  });
});

describe('chainBatch', () => {
  it('numbers the batch after the last revision and links it to the last hash', () => {
    const chained = chainBatch(STREAM, 4, 'last', [newEvent(), newEvent()]);
    expect(chained.map(({ revision }) => revision)).toEqual([5, 6]);
    expect(chained[0]?.metadata.prevHash).toBe('last');
    expect(chained[1]?.metadata.prevHash).toBe(chained[0]?.metadata.hash);
  });
});

describe('verifyChain', () => {
  it('accepts any stream chained in batches, and an empty one', () => {
    fc.assert(
      fc.property(batchSizes, (sizes) =>
        expect(verifyChain(storedStream(sizes))).toEqual({ ok: true }),
      ),
    );
    expect(verifyChain([])).toEqual({ ok: true });
  });

  it('finds an edited payload at the edited event', () => {
    fc.assert(
      fc.property(batchSizes, fc.nat(), (sizes, pick) => {
        const stream = storedStream(sizes);
        const index = pick % stream.length;
        stream[index] = { ...stream[index]!, data: { value: 'edited' } };
        expect(verifyChain(stream)).toMatchObject({
          ok: false,
          index,
          reason: expect.stringMatching(/stored hash/),
        });
      }),
    );
  });

  it('finds an edited metadata field, type or schema version', () => {
    const edits: ((event: RecordedEvent) => RecordedEvent)[] = [
      (event) => ({ ...event, metadata: { ...event.metadata, actor: { kind: 'guest' } } }),
      (event) => ({
        ...event,
        metadata: { ...event.metadata, occurredAt: '1999-01-01T00:00:00.000Z' },
      }),
      (event) => ({ ...event, type: 'Other' }),
      (event) => ({ ...event, schemaVersion: 2 }),
    ];
    for (const edit of edits) {
      const stream = storedStream([2, 2]);
      stream[2] = edit(stream[2]!);
      expect(verifyChain(stream)).toMatchObject({ ok: false, index: 2, brokenAt: stream[2] });
    }
  });

  it('finds a removed event at the event after the gap', () => {
    fc.assert(
      fc.property(batchSizes, fc.nat(), (sizes, pick) => {
        const stream = storedStream(sizes);
        const index = pick % (stream.length - 1);
        stream.splice(index, 1);
        expect(verifyChain(stream)).toMatchObject({ ok: false, index, brokenAt: stream[index] });
      }),
    );
  });

  it('finds reordered events at the first one out of place', () => {
    const stream = storedStream([3, 2]);
    [stream[1], stream[3]] = [stream[3]!, stream[1]!];
    expect(verifyChain(stream)).toMatchObject({
      ok: false,
      index: 1,
      reason: 'expected revision 1, found 3',
    });
  });

  it('finds an event re-hashed after an edit by its broken link to the next one', () => {
    const stream = storedStream([4]);
    const { hash: _old, ...unhashed } = stream[1]!.metadata;
    const edited = { ...stream[1]!, data: { value: 'edited' } };
    const hash = computeEventHash({ ...edited, metadata: unhashed });
    stream[1] = { ...edited, metadata: { ...unhashed, hash } };
    expect(verifyChain(stream)).toMatchObject({
      ok: false,
      index: 2,
      reason: expect.stringMatching(/link/),
    });
  });

  it('finds an event of another stream', () => {
    const stream = storedStream([2]);
    stream[1] = { ...stream[1]!, streamId: 'job-2' };
    expect(verifyChain(stream)).toMatchObject({
      ok: false,
      index: 1,
      reason: expect.stringMatching(/job-2/),
    });
  });

  it('finds a first event that claims a predecessor', () => {
    const stream = storedStream([2]);
    stream[0] = { ...stream[0]!, metadata: { ...stream[0]!.metadata, prevHash: 'forged' } };
    expect(verifyChain(stream)).toMatchObject({ ok: false, index: 0 });
  });
});
