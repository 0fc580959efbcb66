-- The ids of a page and their places, for the statements that write a page's rows as JSON
-- (src/server/resources/pageJson.ts): `unnest` itself, behind a function PostgreSQL does not
-- inline (its SET clause) and estimates at one row whatever the array.
--
-- Those statements run prepared, and PostgreSQL keeps a prepared statement's generic plan
-- only when it costs no more than the plans it makes for the values at hand. With `unnest`
-- the plan for one id (an order's page, an order's few history entries) costs less than the
-- generic one, which assumes ten, so each call was planned anew: 1.7 of an order's 1.9 ms in
-- PostgreSQL with its four people. With a fixed estimate both plans cost the same, the
-- generic one stays, and it is the plan a page wants: each row by its primary key.
CREATE FUNCTION page_ids(ids int[]) RETURNS TABLE (id int, n bigint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE ROWS 1
SET search_path = pg_catalog
AS $$ SELECT * FROM unnest(ids) WITH ORDINALITY $$;
