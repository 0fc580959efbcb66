-- A user type's default permission map (spec section 6, issue 9): a user's default is their
-- role's map joined with their type's. Existing and new types start with an empty map (the
-- default is written here by hand: the registry's json fields carry none, and a null map reads
-- as empty anyway).
ALTER TABLE "user_types" ADD COLUMN "permission" jsonb DEFAULT '{}'::jsonb;
