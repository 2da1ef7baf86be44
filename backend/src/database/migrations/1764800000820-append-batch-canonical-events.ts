import { type MigrationInterface, type QueryRunner } from 'typeorm';
import { APPEND_BATCH_FUNCTION } from './1764800000700-append-batch-function';

/**
 * append_batch takes each event once, as its hash template (decision 0019, "Each event sent
 * once"), instead of its data, metadata, type and schema version beside the template: the function
 * joins the template around the revision and previous hash as before, hashes the text and stores
 * what it parses to. What is stored is therefore what was hashed, and the adapter sends half the
 * bytes and serialises each event once.
 *
 * The templates come as one text: each event's head, middle and tail in turn, separated by U+001F,
 * which canonical JSON never holds unescaped (JSON escapes every control character). Everything
 * else is append_batch of migration 1764800000700: the locks, the head and id checks, the outcomes.
 * Event ids still come as their own array, for the id check before any hashing.
 */
export class AppendBatchCanonicalEvents1764800000820 implements MigrationInterface {
  name = 'AppendBatchCanonicalEvents1764800000820';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `DROP FUNCTION append_batch(text[], integer[], bigint[], integer[], uuid[], text[], integer[],
        jsonb[], jsonb[], text[], text[], text[], boolean, boolean)`,
    );
    await db.query(`
      CREATE FUNCTION append_batch(
        p_stream_ids text[],
        p_append_streams integer[],
        p_expected_revisions bigint[],
        p_event_counts integer[],
        p_event_ids uuid[],
        p_hash_templates text,
        p_all_or_nothing boolean,
        p_notify boolean
      ) RETURNS TABLE (append_index integer, outcome text, next_revision bigint,
        transaction_id_text text, global_position bigint, detail text)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        templates text[] := string_to_array(p_hash_templates, chr(31));
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
        canonical text;
        stored_events jsonb[] := '{}';
        s integer;
        first_event integer;
        last_event integer := 0;
        newest integer;
        stored_count integer;
        stored_elsewhere boolean;
      BEGIN
        IF cardinality(templates) <> 3 * cardinality(p_event_ids) THEN
          RAISE EXCEPTION 'append_batch: % hash template parts for % events',
            cardinality(templates), cardinality(p_event_ids);
        END IF;
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
              canonical := templates[3 * i - 2] || coalesce('"' || last_hashes[s] || '"', 'null')
                || templates[3 * i - 1] || revisions[s] || templates[3 * i];
              last_hashes[s] := encode(sha256(convert_to(canonical, 'UTF8')), 'hex');
              stored_events[i] := jsonb_set(canonical::jsonb, '{metadata,hash}',
                to_jsonb(last_hashes[s]));
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
            SELECT b.event_id, event_stream_ids[b.n], event_revisions[b.n],
                stored_events[b.n] ->> 'type', (stored_events[b.n] ->> 'schemaVersion')::integer,
                stored_events[b.n] -> 'data', stored_events[b.n] -> 'metadata'
              FROM unnest(p_event_ids) WITH ORDINALITY AS b (event_id, n)
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
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      'DROP FUNCTION append_batch(text[], integer[], bigint[], integer[], uuid[], text, boolean, boolean)',
    );
    await db.query(APPEND_BATCH_FUNCTION);
  }
}
