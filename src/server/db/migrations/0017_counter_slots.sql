-- The kept counters of 0006/0015 split into slots, one per writing connection (its backend's
-- process id modulo 16). A counter row stays locked from the write that changes it to that
-- transaction's commit, and every order at a status in a month shares one row: new orders and
-- workflow steps queued behind each other on it (a quarter of the statements running under the
-- office load of bench/load.ts waited on such a lock). A connection runs one transaction at a
-- time, so writers on different connections now change different rows; totals and the month
-- seek sum the slots as they sum the months. Existing figures stay in slot 0.
ALTER TABLE "row_counts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_resource_key_deleted_month_pk";--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_resource_key_deleted_month_slot_pk" PRIMARY KEY("resource","key","deleted","month","slot");--> statement-breakpoint
-- The triggers of 0015 with the slot in the key; rows are still upserted in key order (no
-- deadlock between writers that share a slot).
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, slot, n)
  SELECT 'orders', coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), pg_backend_pid() % 16, count(*)
  FROM inserted GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT (resource, key, deleted, month, slot) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, slot, n)
  SELECT 'orders', coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), pg_backend_pid() % 16, -count(*)
  FROM removed GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT (resource, key, deleted, month, slot) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, slot, n)
  SELECT 'orders', key, deleted, month, pg_backend_pid() % 16, sum(d) FROM (
    SELECT coalesce(status, '') AS key, is_delete AS deleted, date_trunc('month', created_at, 'UTC') AS month, 1 AS d
    FROM after_rows
    UNION ALL
    SELECT coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), -1 FROM before_rows
  ) AS changes
  GROUP BY key, deleted, month HAVING sum(d) <> 0 ORDER BY key, deleted, month
  ON CONFLICT (resource, key, deleted, month, slot) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;
