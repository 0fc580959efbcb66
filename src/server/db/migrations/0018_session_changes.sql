-- Servers keep the sessions they have looked up (src/server/plugins/sessionCache.ts) and forget
-- them all when one may have changed: a session ended or changed, or a user's fields a request
-- reads from the session (its permissions, scope, role, deletion...) written. These triggers
-- say so, whatever the code path or tool that wrote:
-- * `NOTIFY session_changes` at commit, for every server on the database;
-- * a notice `session_changes` on the writing connection as the statement runs, so that the
--   server which wrote forgets before it answers, without waiting for the notification.
CREATE FUNCTION session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changes', '');
  RAISE NOTICE 'session_changes';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes();
--> statement-breakpoint
CREATE TRIGGER users_session_fields_changed
  AFTER UPDATE OF id, email, display_name, role_id, customer_id, scope, is_outsource, permission, is_delete OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes();
