import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The postgres event store's append as one stored function (decision 0019), so that an append is
 * one round trip: one statement, its own transaction when sent alone. It does, in this order,
 * what the adapter did statement by statement: the store's shared advisory lock before the
 * transaction has an id (the watermark of decision 0015; key as in event-store/postgres/sql.ts),
 * the stream row and its lock, the retried-batch check, the expected revision, the hash chain,
 * one insert of the whole batch, the stream row update and, when asked, the notification (an
 * append sent alone is announced by the adapter once it has committed: a NOTIFY holds
 * PostgreSQL's notify lock through the commit, which would make concurrent appends commit one by
 * one).
 *
 * The hash chain stays as hash-chain.ts defines it (SHA-256 of RFC 8785 canonical JSON): the
 * adapter sends each event's canonical JSON in three parts, cut where the previous hash and the
 * revision go, and the function joins them around the values only it knows.
 */
export class AppendFunction1764100000000 implements MigrationInterface {
  name = 'AppendFunction1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION append_events(
        p_stream_id text,
        p_expected_revision bigint,
        p_event_ids uuid[],
        p_types text[],
        p_schema_versions integer[],
        p_data jsonb[],
        p_metadata jsonb[],
        p_hash_heads text[],
        p_hash_middles text[],
        p_hash_tails text[],
        p_notify boolean
      ) RETURNS TABLE (next_revision bigint, transaction_id_text text, global_position bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        stream_revision bigint;
        previous_hash text;
        prev_hashes text[] := '{}';
        hashes text[] := '{}';
        stored_count integer;
        stored_here boolean;
        stored_list text;
        last_position bigint;
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(1163150163, 1);
        IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
          RAISE EXCEPTION 'An append must be the first write of its transaction, but transaction % wrote before it: readers could skip its events',
            pg_current_xact_id_if_assigned();
        END IF;

        -- A new stream's row is this transaction's own until it commits (a concurrent creator
        -- waits on the insert); an existing one is locked to serialise appends to the stream.
        INSERT INTO event_streams (stream_id, revision, last_hash) VALUES (p_stream_id, -1, NULL)
          ON CONFLICT (stream_id) DO NOTHING
          RETURNING event_streams.revision, event_streams.last_hash INTO stream_revision, previous_hash;
        IF NOT FOUND THEN
          SELECT s.revision, s.last_hash INTO stream_revision, previous_hash
            FROM event_streams s WHERE s.stream_id = p_stream_id FOR UPDATE;
        END IF;

        SELECT count(*), bool_and(e.stream_id = p_stream_id),
            string_agg(e.stream_id || '@' || e.revision, ', ' ORDER BY e.stream_id, e.revision)
          INTO stored_count, stored_here, stored_list
          FROM events e WHERE e.event_id = ANY (p_event_ids);
        IF stored_count > 0 THEN
          IF stored_count <> cardinality(p_event_ids) OR NOT stored_here THEN
            RAISE EXCEPTION 'Cannot append to stream %: some of the batch''s event ids are already stored (%), so it is neither a new batch nor a retry of a stored one',
              p_stream_id, stored_list;
          END IF;
          RETURN QUERY SELECT e.revision, e.transaction_id::text, e.global_position
            FROM events e WHERE e.event_id = ANY (p_event_ids) ORDER BY e.revision DESC LIMIT 1;
          RETURN;
        END IF;

        IF p_expected_revision IS NOT NULL AND p_expected_revision <> stream_revision THEN
          RAISE EXCEPTION 'Stream % is at revision %', p_stream_id, stream_revision
            USING ERRCODE = 'ES409', DETAIL = stream_revision::text;
        END IF;

        FOR i IN 1 .. cardinality(p_event_ids) LOOP
          prev_hashes[i] := previous_hash;
          previous_hash := encode(sha256(convert_to(
            p_hash_heads[i] || coalesce('"' || previous_hash || '"', 'null') || p_hash_middles[i]
              || (stream_revision + i) || p_hash_tails[i], 'UTF8')), 'hex');
          hashes[i] := previous_hash;
        END LOOP;

        WITH inserted AS (
          INSERT INTO events (event_id, stream_id, revision, type, schema_version, data, metadata)
          SELECT b.event_id, p_stream_id, stream_revision + b.n, b.type, b.schema_version, b.data,
              b.metadata || jsonb_build_object('prevHash', prev_hashes[b.n], 'hash', hashes[b.n])
            FROM unnest(p_event_ids, p_types, p_schema_versions, p_data, p_metadata) WITH ORDINALITY
              AS b (event_id, type, schema_version, data, metadata, n)
            ORDER BY b.n
          RETURNING events.global_position
        )
        SELECT max(inserted.global_position) INTO last_position FROM inserted;

        UPDATE event_streams SET revision = stream_revision + cardinality(p_event_ids),
            last_hash = previous_hash
          WHERE stream_id = p_stream_id;
        IF p_notify THEN
          PERFORM pg_notify('event_store_appended', '');
        END IF;
        RETURN QUERY SELECT stream_revision + cardinality(p_event_ids),
          pg_current_xact_id()::text, last_position;
      END $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION append_events');
  }
}
