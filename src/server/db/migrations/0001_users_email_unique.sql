-- One account per email, whatever its case: closes the race between two simultaneous creates
-- that the service's own check leaves open.
CREATE UNIQUE INDEX IF NOT EXISTS "users_email_lower_idx" ON "users" (lower("email"));
