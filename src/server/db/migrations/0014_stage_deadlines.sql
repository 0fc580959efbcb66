CREATE TABLE "stage_late_notices" (
	"history_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_statuses" ADD COLUMN "stage_budget_hours" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stage_late_notices" ADD CONSTRAINT "stage_late_notices_history_id_order_histories_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."order_histories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_late_notices" ADD CONSTRAINT "stage_late_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_late_notices_order_id_idx" ON "stage_late_notices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_stage_due_at_idx" ON "orders" USING btree ("stage_due_at");--> statement-breakpoint
-- Deadlines per stage (issue 12). The database keeps two fields of every order, whatever writes
-- the orders, their histories or the statuses (the workflow, create, clone, Re New, the Trello
-- import, the demo seed, a manager editing a budget):
--   orders.stage_started_at  created_at of the order's newest history entry: when its current stage began
--   orders.stage_due_at      stage_started_at plus the stage_budget_hours of the live order_statuses
--                            record named after the order's status (the smallest if several); null
--                            without a budget and for done or canceled orders
-- An order is late at its stage once stage_due_at < now(): an index range, no join.
CREATE FUNCTION order_stage_due_at(order_status text, started timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN started IS NULL OR order_status IS NULL OR order_status IN ('done', 'canceled') THEN NULL
    ELSE started + (
      SELECT min(s.stage_budget_hours) FROM order_statuses s WHERE s.name = order_status AND NOT s.is_delete
    ) * interval '1 hour' END
$$;--> statement-breakpoint
CREATE FUNCTION orders_stage_due() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stage_due_at := order_stage_due_at(NEW.status, NEW.stage_started_at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_stage_due BEFORE INSERT OR UPDATE OF status, stage_started_at ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_stage_due();--> statement-breakpoint
-- A new history entry starts its order's stage. The orders are locked in id order first, as the
-- figures of 0010 are, so two writers never wait on each other in a circle.
CREATE FUNCTION order_histories_stage_started() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM orders WHERE id IN (SELECT order_id FROM inserted) ORDER BY id FOR NO KEY UPDATE;
  UPDATE orders o SET stage_started_at = newest.created_at
  FROM (SELECT DISTINCT ON (order_id) order_id, created_at FROM inserted ORDER BY order_id, id DESC) AS newest
  WHERE o.id = newest.order_id AND o.stage_started_at IS DISTINCT FROM newest.created_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_histories_stage_started AFTER INSERT ON order_histories REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION order_histories_stage_started();--> statement-breakpoint
-- A status's budget, name or deletion changed: the orders in that status (before or after) are due anew.
CREATE FUNCTION order_statuses_stage_due() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN names := names || OLD.name; END IF;
  IF TG_OP <> 'DELETE' THEN names := names || NEW.name; END IF;
  UPDATE orders o SET stage_due_at = order_stage_due_at(o.status, o.stage_started_at)
  WHERE o.status = ANY(names) AND o.status NOT IN ('done', 'canceled')
    AND o.stage_due_at IS DISTINCT FROM order_stage_due_at(o.status, o.stage_started_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_statuses_stage_due AFTER INSERT OR DELETE OR UPDATE OF name, stage_budget_hours, is_delete
  ON order_statuses FOR EACH ROW EXECUTE FUNCTION order_statuses_stage_due();--> statement-breakpoint
-- Existing orders: their stage began with their newest history entry (or, without one, when they were made).
UPDATE orders o SET stage_started_at = coalesce(
  (SELECT h.created_at FROM order_histories h WHERE h.order_id = o.id ORDER BY h.id DESC LIMIT 1),
  o.created_at
);
