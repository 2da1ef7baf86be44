import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * append_events for many streams at once: one statement, one transaction, all or nothing
 * (decision 0019's append, set-based). It takes the store's shared advisory lock first, as
 * append_events does (decision 0015's watermark), then locks the streams' rows in stream id
 * order (two batches sharing streams cannot deadlock), refuses the whole batch when one stream's
 * expected revision is wrong (ES409, DETAIL `{"stream": <1-based index>, "actual": <revision>}`),
 * chains each stream's hashes as append_events does, and writes every event with one INSERT and
 * every stream row with one UPDATE. A retry of a stored batch returns what it stored.
 *
 * Streams come one per element of p_stream_ids (no repeats), with their expected revision (NULL:
 * any, -1: no stream); events come flat, each naming its stream's 1-based index, a stream's
 * events in their order.
 */
export class AppendToStreamsFunction1764600000001 implements MigrationInterface {
  name = 'AppendToStreamsFunction1764600000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION append_events_to_streams(
        p_stream_ids text[],
        p_expected_revisions bigint[],
        p_event_streams integer[],
        p_event_ids uuid[],
        p_types text[],
        p_schema_versions integer[],
        p_data jsonb[],
        p_metadata jsonb[],
        p_hash_heads text[],
        p_hash_middles text[],
        p_hash_tails text[],
        p_notify boolean
      ) RETURNS TABLE (stream_index integer, next_revision bigint, transaction_id_text text,
        global_position bigint)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        revisions bigint[];
        last_hashes text[];
        last_positions bigint[];
        event_revisions bigint[] := '{}';
        prev_hashes text[] := '{}';
        hashes text[] := '{}';
        s integer;
        stored_count integer;
        stored_here boolean;
        stored_list text;
        conflict record;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(1163150163, 1);
        IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
          RAISE EXCEPTION 'An append must be the first write of its transaction, but transaction % wrote before it: readers could skip its events',
            pg_current_xact_id_if_assigned();
        END IF;

        INSERT INTO event_streams (stream_id, revision, last_hash)
          SELECT id, -1, NULL FROM unnest(p_stream_ids) AS id ORDER BY id
          ON CONFLICT (stream_id) DO NOTHING;
        PERFORM FROM event_streams es WHERE es.stream_id = ANY (p_stream_ids)
          ORDER BY es.stream_id FOR UPDATE;
        SELECT array_agg(es.revision ORDER BY b.n), array_agg(es.last_hash ORDER BY b.n)
          INTO revisions, last_hashes
          FROM unnest(p_stream_ids) WITH ORDINALITY AS b (stream_id, n)
          JOIN event_streams es ON es.stream_id = b.stream_id;

        SELECT count(*), bool_and(e.stream_id = p_stream_ids[p_event_streams[b.n]]),
            string_agg(e.stream_id || '@' || e.revision, ', ' ORDER BY e.stream_id, e.revision)
          INTO stored_count, stored_here, stored_list
          FROM unnest(p_event_ids) WITH ORDINALITY AS b (event_id, n)
          JOIN events e ON e.event_id = b.event_id;
        IF stored_count > 0 THEN
          IF stored_count <> cardinality(p_event_ids) OR NOT stored_here THEN
            RAISE EXCEPTION 'Cannot append to streams: some of the batch''s event ids are already stored (%), so it is neither a new batch nor a retry of a stored one',
              stored_list;
          END IF;
          RETURN QUERY SELECT b.n::integer, max(e.revision), max(e.transaction_id::text),
              max(e.global_position)
            FROM unnest(p_stream_ids) WITH ORDINALITY AS b (stream_id, n)
            JOIN events e ON e.stream_id = b.stream_id AND e.event_id = ANY (p_event_ids)
            GROUP BY b.n ORDER BY b.n;
          RETURN;
        END IF;

        SELECT b.n, revisions[b.n] AS actual INTO conflict
          FROM unnest(p_expected_revisions) WITH ORDINALITY AS b (expected, n)
          WHERE b.expected IS NOT NULL AND b.expected <> revisions[b.n]
          ORDER BY b.n LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'Stream % is at revision %', p_stream_ids[conflict.n], conflict.actual
            USING ERRCODE = 'ES409',
              DETAIL = json_build_object('stream', conflict.n, 'actual', conflict.actual)::text;
        END IF;

        FOR i IN 1 .. cardinality(p_event_ids) LOOP
          s := p_event_streams[i];
          revisions[s] := revisions[s] + 1;
          event_revisions[i] := revisions[s];
          prev_hashes[i] := last_hashes[s];
          last_hashes[s] := encode(sha256(convert_to(
            p_hash_heads[i] || coalesce('"' || last_hashes[s] || '"', 'null') || p_hash_middles[i]
              || revisions[s] || p_hash_tails[i], 'UTF8')), 'hex');
          hashes[i] := last_hashes[s];
        END LOOP;

        WITH inserted AS (
          INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata)
          SELECT b.event_id, p_stream_ids[b.s], event_revisions[b.n], b.type, b.schema_version,
              b.data, b.metadata || jsonb_build_object('prevHash', prev_hashes[b.n], 'hash', hashes[b.n])
            FROM unnest(p_event_ids, p_event_streams, p_types, p_schema_versions, p_data, p_metadata)
              WITH ORDINALITY AS b (event_id, s, type, schema_version, data, metadata, n)
            ORDER BY b.n
          RETURNING events.stream_id, events.global_position
        )
        SELECT array_agg(last.position ORDER BY b.n) INTO last_positions
          FROM unnest(p_stream_ids) WITH ORDINALITY AS b (stream_id, n)
          JOIN (SELECT inserted.stream_id, max(inserted.global_position) AS position
                  FROM inserted GROUP BY inserted.stream_id) AS last
            ON last.stream_id = b.stream_id;

        UPDATE event_streams es SET revision = u.revision, last_hash = u.last_hash
          FROM unnest(p_stream_ids, revisions, last_hashes) AS u (stream_id, revision, last_hash)
          WHERE es.stream_id = u.stream_id;
        IF p_notify THEN
          PERFORM pg_notify('event_store_appended', '');
        END IF;
        RETURN QUERY SELECT b.n::integer, revisions[b.n], pg_current_xact_id()::text,
            last_positions[b.n]
          FROM generate_subscripts(p_stream_ids, 1) AS b (n) ORDER BY b.n;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION append_events_to_streams');
  }
}
