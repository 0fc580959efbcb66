-- Lists at a million rows (issue 14): trigram indexes for `q`, (created_at, id) indexes for
-- the newest-first order and deep pages, and totals kept per status for the orders list.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "row_counts" (
	"resource" text NOT NULL,
	"key" text NOT NULL,
	"deleted" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "row_counts_resource_key_deleted_pk" PRIMARY KEY("resource","key","deleted")
);
--> statement-breakpoint
DROP INDEX "audit_events_created_at_idx";--> statement-breakpoint
DROP INDEX "brands_created_at_idx";--> statement-breakpoint
DROP INDEX "channels_created_at_idx";--> statement-breakpoint
DROP INDEX "comments_created_at_idx";--> statement-breakpoint
DROP INDEX "customer_segmentations_created_at_idx";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
DROP INDEX "dealpipelines_created_at_idx";--> statement-breakpoint
DROP INDEX "departments_created_at_idx";--> statement-breakpoint
DROP INDEX "logs_created_at_idx";--> statement-breakpoint
DROP INDEX "mistake_records_created_at_idx";--> statement-breakpoint
DROP INDEX "mistake_types_created_at_idx";--> statement-breakpoint
DROP INDEX "niches_created_at_idx";--> statement-breakpoint
DROP INDEX "order_histories_created_at_idx";--> statement-breakpoint
DROP INDEX "order_requirements_created_at_idx";--> statement-breakpoint
DROP INDEX "order_statuses_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "packages_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_created_at_idx";--> statement-breakpoint
DROP INDEX "permissions_created_at_idx";--> statement-breakpoint
DROP INDEX "platforms_created_at_idx";--> statement-breakpoint
DROP INDEX "product_types_created_at_idx";--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "roles_created_at_idx";--> statement-breakpoint
DROP INDEX "salary_histories_created_at_idx";--> statement-breakpoint
DROP INDEX "salary_infos_created_at_idx";--> statement-breakpoint
DROP INDEX "service_types_created_at_idx";--> statement-breakpoint
DROP INDEX "user_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "user_types_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "working_registers_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_events_created_at_id_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_summary_trgm_idx" ON "audit_events" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_created_at_id_idx" ON "brands" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_created_at_id_idx" ON "channels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "channels_name_trgm_idx" ON "channels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_description_trgm_idx" ON "channels" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_created_at_id_idx" ON "comments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "comments_content_trgm_idx" ON "comments" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_segmentations_live_created_at_id_idx" ON "customer_segmentations" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "customer_segmentations_deleted_created_at_id_idx" ON "customer_segmentations" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "customer_segmentations_name_trgm_idx" ON "customer_segmentations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_segmentations_description_trgm_idx" ON "customer_segmentations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_live_created_at_id_idx" ON "customers" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "customers_deleted_created_at_id_idx" ON "customers" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "customers_display_name_trgm_idx" ON "customers" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_number_trgm_idx" ON "customers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_code_trgm_idx" ON "customers" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_trgm_idx" ON "customers" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealpipelines_created_at_id_idx" ON "dealpipelines" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dealpipelines_name_trgm_idx" ON "dealpipelines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealpipelines_description_trgm_idx" ON "dealpipelines" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_live_created_at_id_idx" ON "departments" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "departments_deleted_created_at_id_idx" ON "departments" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "departments_name_trgm_idx" ON "departments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_description_trgm_idx" ON "departments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "logs_created_at_id_idx" ON "logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mistake_records_created_at_id_idx" ON "mistake_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mistake_records_note_trgm_idx" ON "mistake_records" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mistake_types_created_at_id_idx" ON "mistake_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mistake_types_name_trgm_idx" ON "mistake_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mistake_types_description_trgm_idx" ON "mistake_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "niches_created_at_id_idx" ON "niches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "niches_name_trgm_idx" ON "niches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "niches_description_trgm_idx" ON "niches" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_histories_created_at_id_idx" ON "order_histories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_requirements_created_at_id_idx" ON "order_requirements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_requirements_name_trgm_idx" ON "order_requirements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_requirements_description_trgm_idx" ON "order_requirements" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_statuses_live_created_at_id_idx" ON "order_statuses" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "order_statuses_deleted_created_at_id_idx" ON "order_statuses" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "order_statuses_name_trgm_idx" ON "order_statuses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_statuses_description_trgm_idx" ON "order_statuses" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_live_created_at_id_idx" ON "orders" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "orders_deleted_created_at_id_idx" ON "orders" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_code_trgm_idx" ON "orders" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_code_customer_trgm_idx" ON "orders" USING gin ("code_customer" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_live_created_at_id_idx" ON "packages" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "packages_deleted_created_at_id_idx" ON "packages" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "packages_name_trgm_idx" ON "packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "packages_description_trgm_idx" ON "packages" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_created_at_id_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_note_trgm_idx" ON "payments" USING gin ("note" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_created_at_id_idx" ON "permissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "permissions_key_trgm_idx" ON "permissions" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "permissions_title_trgm_idx" ON "permissions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "platforms_live_created_at_id_idx" ON "platforms" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "platforms_deleted_created_at_id_idx" ON "platforms" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "platforms_name_trgm_idx" ON "platforms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "platforms_description_trgm_idx" ON "platforms" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_types_live_created_at_id_idx" ON "product_types" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "product_types_deleted_created_at_id_idx" ON "product_types" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "product_types_name_trgm_idx" ON "product_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_types_description_trgm_idx" ON "product_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_live_created_at_id_idx" ON "products" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "products_deleted_created_at_id_idx" ON "products" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_created_at_id_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_description_trgm_idx" ON "roles" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salary_histories_created_at_id_idx" ON "salary_histories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "salary_infos_created_at_id_idx" ON "salary_infos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_types_created_at_id_idx" ON "service_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_types_name_trgm_idx" ON "service_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_types_description_trgm_idx" ON "service_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_requests_created_at_id_idx" ON "user_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_requests_title_trgm_idx" ON "user_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_requests_content_trgm_idx" ON "user_requests" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_types_created_at_id_idx" ON "user_types" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_types_name_trgm_idx" ON "user_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_types_description_trgm_idx" ON "user_types" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_live_created_at_id_idx" ON "users" USING btree ("created_at","id") WHERE is_delete = false;--> statement-breakpoint
CREATE INDEX "users_deleted_created_at_id_idx" ON "users" USING btree ("created_at","id") WHERE is_delete = true;--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "working_registers_created_at_id_idx" ON "working_registers" USING btree ("created_at","id");
--> statement-breakpoint
-- Orders declare `countedBy: 'status'`: row_counts holds their number per status and soft
-- deletion, changed by these statement triggers in the transaction of each write. Rows are
-- upserted in key order, so two writers lock counters in the same order (no deadlock).
CREATE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, n)
  SELECT 'orders', coalesce(status, ''), is_delete, count(*) FROM inserted GROUP BY 2, 3 ORDER BY 2, 3
  ON CONFLICT (resource, key, deleted) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, n)
  SELECT 'orders', coalesce(status, ''), is_delete, -count(*) FROM removed GROUP BY 2, 3 ORDER BY 2, 3
  ON CONFLICT (resource, key, deleted) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO row_counts (resource, key, deleted, n)
  SELECT 'orders', key, deleted, sum(d) FROM (
    SELECT coalesce(status, '') AS key, is_delete AS deleted, 1 AS d FROM after_rows
    UNION ALL
    SELECT coalesce(status, ''), is_delete, -1 FROM before_rows
  ) AS changes
  GROUP BY key, deleted HAVING sum(d) <> 0 ORDER BY key, deleted
  ON CONFLICT (resource, key, deleted) DO UPDATE SET n = row_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE resource = 'orders';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_count_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted();--> statement-breakpoint
CREATE TRIGGER orders_count_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_deleted();--> statement-breakpoint
CREATE TRIGGER orders_count_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_updated();--> statement-breakpoint
CREATE TRIGGER orders_count_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_truncated();--> statement-breakpoint
INSERT INTO row_counts (resource, key, deleted, n)
SELECT 'orders', coalesce(status, ''), is_delete, count(*) FROM orders GROUP BY 2, 3;
