-- Deep pages at a million orders (issue 14): the kept counters of 0006 are split by month of
-- creation (UTC), so a deep page of the newest-first list finds the month it starts in from
-- the counters and walks only the rows of that month (src/server/resources/monthSeek.ts).
-- Totals are the sum over the months. The counters are recomputed from the table once.
DELETE FROM "row_counts";--> statement-breakpoint
ALTER TABLE "row_counts" DROP CONSTRAINT "row_counts_resource_key_deleted_pk";--> statement-breakpoint
ALTER TABLE "row_counts" ADD COLUMN "month" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_resource_key_deleted_month_pk" PRIMARY KEY("resource","key","deleted","month");--> statement-breakpoint
-- The same statement triggers as 0006, upserting in key order (no deadlock between writers),
-- with the month as part of the key.
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, n)
  SELECT 'orders', coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), count(*)
  FROM inserted GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT (resource, key, deleted, month) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, n)
  SELECT 'orders', coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), -count(*)
  FROM removed GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT (resource, key, deleted, month) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, month, n)
  SELECT 'orders', key, deleted, month, sum(d) FROM (
    SELECT coalesce(status, '') AS key, is_delete AS deleted, date_trunc('month', created_at, 'UTC') AS month, 1 AS d
    FROM after_rows
    UNION ALL
    SELECT coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), -1 FROM before_rows
  ) AS changes
  GROUP BY key, deleted, month HAVING sum(d) <> 0 ORDER BY key, deleted, month
  ON CONFLICT (resource, key, deleted, month) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO row_counts (resource, key, deleted, month, n)
SELECT 'orders', coalesce(status, ''), is_delete, date_trunc('month', created_at, 'UTC'), count(*)
FROM orders GROUP BY 2, 3, 4;
