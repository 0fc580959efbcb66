-- Figures the server keeps (issue 9), whatever writes the orders or comments (the resource
-- engine, the orders module, the workflow, clone, Trello import, soft delete and redo):
--   customers.last_time_order  newest created_at of the customer's live orders (null when none)
--   customers.total_spent      sum of price_order of the customer's live done orders: what the
--                              customer has spent is what was delivered and finished
--   customers.rate, total_rate average and count of the comments on the customer rated 1 or more
--   users.rate, total_rate     the same for the comments on the user
--   packages.order_used        number of live orders with the package
-- Statement triggers (as 0006's row counts) recompute the rows a write touched, in its
-- transaction. Each refresh first locks those rows in id order (FOR NO KEY UPDATE: it does
-- not wait for the key-share locks foreign keys take) and then computes in a new statement,
-- whose snapshot sees every write committed before the lock was granted: two transactions
-- adding orders to one package both count.
CREATE FUNCTION customers_refresh_orders(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM customers WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE customers c SET
    last_time_order = (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id AND NOT o.is_delete),
    total_spent = (
      SELECT coalesce(sum(o.price_order), 0) FROM orders o
      WHERE o.customer_id = c.id AND NOT o.is_delete AND o.status = 'done'
    )
  WHERE c.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION packages_refresh_orders(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM packages WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE packages p SET
    order_used = (SELECT count(*) FROM orders o WHERE o.package_id = p.id AND NOT o.is_delete)
  WHERE p.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION customers_refresh_rate(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM customers WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE customers c SET
    rate = (SELECT avg(m.rate)::float8 FROM comments m WHERE m.customer_id = c.id AND m.rate >= 1),
    total_rate = (SELECT count(*)::int FROM comments m WHERE m.customer_id = c.id AND m.rate >= 1)
  WHERE c.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION users_refresh_rate(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM users WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE users u SET
    rate = (SELECT avg(m.rate)::float8 FROM comments m WHERE m.user_id = u.id AND m.rate >= 1),
    total_rate = (SELECT count(*)::int FROM comments m WHERE m.user_id = u.id AND m.rate >= 1)
  WHERE u.id = ANY(ids);
END $$;--> statement-breakpoint
CREATE FUNCTION orders_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_orders(ARRAY(SELECT DISTINCT customer_id FROM inserted WHERE customer_id IS NOT NULL ORDER BY 1));
  PERFORM packages_refresh_orders(ARRAY(SELECT DISTINCT package_id FROM inserted WHERE package_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_orders(ARRAY(SELECT DISTINCT customer_id FROM removed WHERE customer_id IS NOT NULL ORDER BY 1));
  PERFORM packages_refresh_orders(ARRAY(SELECT DISTINCT package_id FROM removed WHERE package_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update refreshes only the customers and packages of rows whose figures' inputs changed:
-- most order writes (workflow steps, notes, images) touch none of them.
CREATE FUNCTION orders_figures_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_orders(ARRAY(
    SELECT DISTINCT x FROM (
      SELECT unnest(ARRAY[b.customer_id, a.customer_id]) AS x
      FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE (a.customer_id, a.created_at, a.is_delete, a.status, a.price_order)
        IS DISTINCT FROM (b.customer_id, b.created_at, b.is_delete, b.status, b.price_order)
    ) AS changed WHERE x IS NOT NULL ORDER BY 1));
  PERFORM packages_refresh_orders(ARRAY(
    SELECT DISTINCT x FROM (
      SELECT unnest(ARRAY[b.package_id, a.package_id]) AS x
      FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE (a.package_id, a.is_delete) IS DISTINCT FROM (b.package_id, b.is_delete)
    ) AS changed WHERE x IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION orders_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET last_time_order = NULL, total_spent = 0;
  UPDATE packages SET order_used = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comments_figures_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_rate(ARRAY(SELECT DISTINCT customer_id FROM inserted WHERE customer_id IS NOT NULL ORDER BY 1));
  PERFORM users_refresh_rate(ARRAY(SELECT DISTINCT user_id FROM inserted WHERE user_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comments_figures_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_rate(ARRAY(SELECT DISTINCT customer_id FROM removed WHERE customer_id IS NOT NULL ORDER BY 1));
  PERFORM users_refresh_rate(ARRAY(SELECT DISTINCT user_id FROM removed WHERE user_id IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comments_figures_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customers_refresh_rate(ARRAY(
    SELECT DISTINCT x FROM (
      SELECT unnest(ARRAY[b.customer_id, a.customer_id]) AS x
      FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE (a.customer_id, a.rate) IS DISTINCT FROM (b.customer_id, b.rate)
    ) AS changed WHERE x IS NOT NULL ORDER BY 1));
  PERFORM users_refresh_rate(ARRAY(
    SELECT DISTINCT x FROM (
      SELECT unnest(ARRAY[b.user_id, a.user_id]) AS x
      FROM before_rows b JOIN after_rows a ON a.id = b.id
      WHERE (a.user_id, a.rate) IS DISTINCT FROM (b.user_id, b.rate)
    ) AS changed WHERE x IS NOT NULL ORDER BY 1));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION comments_figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET rate = NULL, total_rate = 0;
  UPDATE users SET rate = NULL, total_rate = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_figures_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_figures_inserted();--> statement-breakpoint
CREATE TRIGGER orders_figures_deleted AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION orders_figures_deleted();--> statement-breakpoint
CREATE TRIGGER orders_figures_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_figures_updated();--> statement-breakpoint
CREATE TRIGGER orders_figures_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_figures_truncated();--> statement-breakpoint
CREATE TRIGGER comments_figures_inserted AFTER INSERT ON comments REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION comments_figures_inserted();--> statement-breakpoint
CREATE TRIGGER comments_figures_deleted AFTER DELETE ON comments REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION comments_figures_deleted();--> statement-breakpoint
CREATE TRIGGER comments_figures_updated AFTER UPDATE ON comments REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION comments_figures_updated();--> statement-breakpoint
CREATE TRIGGER comments_figures_truncated AFTER TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION comments_figures_truncated();--> statement-breakpoint
-- A new customer, user or package has no order and no rating yet, whatever the insert says.
CREATE FUNCTION figures_start_empty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'packages' THEN
    NEW.order_used := 0;
  ELSE
    IF TG_TABLE_NAME = 'customers' THEN
      NEW.last_time_order := NULL;
      NEW.total_spent := 0;
    END IF;
    NEW.rate := NULL;
    NEW.total_rate := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_figures_start_empty BEFORE INSERT ON customers
  FOR EACH ROW EXECUTE FUNCTION figures_start_empty();--> statement-breakpoint
CREATE TRIGGER users_figures_start_empty BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION figures_start_empty();--> statement-breakpoint
CREATE TRIGGER packages_figures_start_empty BEFORE INSERT ON packages
  FOR EACH ROW EXECUTE FUNCTION figures_start_empty();--> statement-breakpoint
-- The figures of the rows already there, computed once.
UPDATE customers c SET
  last_time_order = (SELECT max(o.created_at) FROM orders o WHERE o.customer_id = c.id AND NOT o.is_delete),
  total_spent = (
    SELECT coalesce(sum(o.price_order), 0) FROM orders o
    WHERE o.customer_id = c.id AND NOT o.is_delete AND o.status = 'done'
  ),
  rate = (SELECT avg(m.rate)::float8 FROM comments m WHERE m.customer_id = c.id AND m.rate >= 1),
  total_rate = (SELECT count(*)::int FROM comments m WHERE m.customer_id = c.id AND m.rate >= 1);--> statement-breakpoint
UPDATE users u SET
  rate = (SELECT avg(m.rate)::float8 FROM comments m WHERE m.user_id = u.id AND m.rate >= 1),
  total_rate = (SELECT count(*)::int FROM comments m WHERE m.user_id = u.id AND m.rate >= 1);--> statement-breakpoint
UPDATE packages p SET
  order_used = (SELECT count(*) FROM orders o WHERE o.package_id = p.id AND NOT o.is_delete);
