import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { AppendFunction1764100000000 } from './1764100000000-append-function';
import { AppendToStreamsFunction1764600000001 } from './1764600000001-append-to-streams-function';

/** The function this migration creates; migration 1764800000820's `down` restores it. */
export const APPEND_BATCH_FUNCTION = `
      CREATE FUNCTION append_batch(
        p_stream_ids text[],
        p_append_streams integer[],
        p_expected_revisions bigint[],
        p_event_counts integer[],
        p_event_ids uuid[],
        p_types text[],
        p_schema_versions integer[],
        p_data jsonb[],
        p_metadata jsonb[],
        p_hash_heads text[],
        p_hash_middles text[],
        p_hash_tails text[],
        p_all_or_nothing boolean,
        p_notify boolean
      ) RETURNS TABLE (append_index integer, outcome text, next_revision bigint,
        transaction_id_text text, global_position bigint, detail text)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        revisions bigint[];
        last_hashes text[];
        stored_streams text[];
        stored_revisions bigint[];
        stored_transactions text[];
        stored_positions bigint[];
        outcomes text[] := '{}';
        details text[] := '{}';
        next_revisions bigint[] := '{}';
        answer_events integer[] := '{}';
        event_stream_ids text[] := '{}';
        event_revisions bigint[] := '{}';
        prev_hashes text[] := '{}';
        hashes text[] := '{}';
        s integer;
        first_event integer;
        last_event integer := 0;
        newest integer;
        stored_count integer;
        stored_elsewhere boolean;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(1163150163, 1);
        IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
          RAISE EXCEPTION 'An append must be the first write of its transaction, but transaction % wrote before it: readers could skip its events',
            pg_current_xact_id_if_assigned();
        END IF;

        PERFORM pg_advisory_xact_lock(k.key)
          FROM (SELECT DISTINCT hashtextextended(id, 1163150163) AS key
                  FROM unnest(p_stream_ids) AS id ORDER BY 1) AS k;

        SELECT array_agg(coalesce(h.revision, -1) ORDER BY b.n),
            array_agg(h.metadata ->> 'hash' ORDER BY b.n)
          INTO revisions, last_hashes
          FROM unnest(p_stream_ids) WITH ORDINALITY AS b (stream_id, n)
          LEFT JOIN LATERAL (
            SELECT e.revision, e.metadata FROM events e WHERE e.stream_id = b.stream_id
            ORDER BY e.revision DESC LIMIT 1
          ) AS h ON true;

        SELECT array_agg(e.stream_id ORDER BY b.n), array_agg(e.revision ORDER BY b.n),
            array_agg(e.transaction_id::text ORDER BY b.n), array_agg(e.global_position ORDER BY b.n)
          INTO stored_streams, stored_revisions, stored_transactions, stored_positions
          FROM unnest(p_event_ids) WITH ORDINALITY AS b (event_id, n)
          LEFT JOIN events e ON e.event_id = b.event_id;

        FOR a IN 1 .. cardinality(p_append_streams) LOOP
          s := p_append_streams[a];
          first_event := last_event + 1;
          last_event := last_event + p_event_counts[a];
          answer_events[a] := last_event;
          stored_count := 0;
          stored_elsewhere := false;
          newest := NULL;
          FOR i IN first_event .. last_event LOOP
            IF stored_streams[i] IS NOT NULL THEN
              stored_count := stored_count + 1;
              stored_elsewhere := stored_elsewhere OR stored_streams[i] <> p_stream_ids[s];
              IF newest IS NULL OR stored_revisions[i] > stored_revisions[newest] THEN
                newest := i;
              END IF;
            END IF;
          END LOOP;

          IF stored_count = p_event_counts[a] AND NOT stored_elsewhere THEN
            outcomes[a] := 'stored';
            next_revisions[a] := stored_revisions[newest];
            answer_events[a] := newest;
          ELSIF stored_count > 0 THEN
            outcomes[a] := 'ids_stored';
            details[a] := (SELECT string_agg(stored_streams[i] || '@' || stored_revisions[i], ', '
                                ORDER BY stored_streams[i], stored_revisions[i])
                             FROM generate_series(first_event, last_event) AS i
                             WHERE stored_streams[i] IS NOT NULL);
          ELSIF p_expected_revisions[a] IS NOT NULL AND p_expected_revisions[a] <> revisions[s] THEN
            outcomes[a] := 'wrong_revision';
            details[a] := revisions[s]::text;
          ELSE
            FOR i IN first_event .. last_event LOOP
              revisions[s] := revisions[s] + 1;
              event_stream_ids[i] := p_stream_ids[s];
              event_revisions[i] := revisions[s];
              prev_hashes[i] := last_hashes[s];
              last_hashes[s] := encode(sha256(convert_to(
                p_hash_heads[i] || coalesce('"' || last_hashes[s] || '"', 'null')
                  || p_hash_middles[i] || revisions[s] || p_hash_tails[i], 'UTF8')), 'hex');
              hashes[i] := last_hashes[s];
            END LOOP;
            outcomes[a] := 'appended';
            next_revisions[a] := revisions[s];
          END IF;
        END LOOP;

        IF p_all_or_nothing AND ('wrong_revision' = ANY (outcomes) OR 'ids_stored' = ANY (outcomes)) THEN
          RETURN QUERY SELECT a.n::integer, outcomes[a.n], next_revisions[a.n], NULL::text,
              NULL::bigint, details[a.n]
            FROM generate_subscripts(outcomes, 1) AS a (n)
            WHERE outcomes[a.n] IN ('wrong_revision', 'ids_stored') ORDER BY a.n;
          RETURN;
        END IF;
        IF p_notify AND 'appended' = ANY (outcomes) THEN
          PERFORM pg_notify('event_store_appended', '');
        END IF;

        RETURN QUERY
          WITH inserted AS (
            INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata)
            SELECT b.event_id, event_stream_ids[b.n], event_revisions[b.n], b.type, b.schema_version,
                b.data,
                b.metadata || jsonb_build_object('prevHash', prev_hashes[b.n], 'hash', hashes[b.n])
              FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata)
                WITH ORDINALITY AS b (event_id, type, schema_version, data, metadata, n)
              WHERE event_revisions[b.n] IS NOT NULL
              ORDER BY b.n
            RETURNING events.event_id, events.transaction_id, events.global_position
          )
          SELECT a.n::integer, outcomes[a.n], next_revisions[a.n],
              coalesce(i.transaction_id::text, stored_transactions[answer_events[a.n]]),
              coalesce(i.global_position, stored_positions[answer_events[a.n]]), details[a.n]
            FROM generate_subscripts(outcomes, 1) AS a (n)
            LEFT JOIN inserted i
              ON outcomes[a.n] = 'appended' AND i.event_id = p_event_ids[answer_events[a.n]]
            ORDER BY a.n;
      END $$`;

/**
 * One append function for every append of the postgres event store (decision 0019, section
 * "Group commit"): a batch of appends, each to one stream with its own expected revision, in one
 * statement and one transaction. The store groups concurrent appends into one call (one commit,
 * one WAL flush); a single append and a multi-stream append are batches too.
 *
 * A stream's appends are serialised by a transaction-level advisory lock on its id instead of a
 * row in event_streams, and its last revision and hash are read from its last event: an append
 * writes its events and nothing else. In order:
 * - the store's shared advisory lock while the transaction has no id, a refusal when it has one
 *   (decision 0015's watermark; key as in event-store/postgres/sql.ts);
 * - each stream's lock, in key order, so that two batches sharing streams cannot deadlock;
 * - each stream's head (last revision and hash), read after the locks and therefore with every
 *   earlier append to the stream committed and visible (each statement of a volatile function
 *   takes a new snapshot);
 * - each append in turn: a retried append (every event id stored, in this stream) answers what it
 *   stored; one with some ids stored is refused (`ids_stored`), as is one whose expected revision
 *   (NULL: any, -1: no stream) is not its stream's revision (`wrong_revision`, DETAIL the actual
 *   revision); an accepted append moves its stream's head, so a later append of the batch to the
 *   same stream is checked and chained after it;
 * - the hash chain as append_events computed it (hash-template.ts sends each event's canonical
 *   JSON cut where the previous hash and the revision go);
 * - one INSERT of every accepted event, in batch order.
 * `p_all_or_nothing`: a refusal writes nothing and only the refused appends are returned.
 *
 * Streams come once each in p_stream_ids; appends name their stream by its 1-based index there and
 * say how many of the flat event arrays are theirs, in order. One row per append, in order.
 */
export class AppendBatchFunction1764800000700 implements MigrationInterface {
  name = 'AppendBatchFunction1764800000700';

  async up(db: QueryRunner): Promise<void> {
    await db.query(APPEND_BATCH_FUNCTION);
    await db.query('DROP FUNCTION append_events');
    await db.query('DROP FUNCTION append_events_to_streams');
    await db.query('DROP TABLE event_streams');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION append_batch');
    await db.query(`
      CREATE TABLE event_streams (
        stream_id text PRIMARY KEY,
        revision bigint NOT NULL,
        last_hash text
      )`);
    await db.query(`
      INSERT INTO event_streams (stream_id, revision, last_hash)
      SELECT DISTINCT ON (stream_id) stream_id, revision, metadata ->> 'hash'
        FROM events ORDER BY stream_id, revision DESC`);
    await new AppendFunction1764100000000().up(db);
    await new AppendToStreamsFunction1764600000001().up(db);
  }
}
