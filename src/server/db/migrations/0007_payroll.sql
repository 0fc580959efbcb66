ALTER TABLE "mistake_records" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "salary_histories" ADD COLUMN "fines" bigint;--> statement-breakpoint
ALTER TABLE "salary_histories" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "salary_infos" ADD COLUMN "is_closed" boolean;--> statement-breakpoint
ALTER TABLE "salary_infos" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "salary_histories_date_month_user_id_idx" ON "salary_histories" USING btree ("date_month","user_id");--> statement-breakpoint
CREATE INDEX "working_registers_user_id_date_idx" ON "working_registers" USING btree ("user_id","date");--> statement-breakpoint
-- Fines accepted before this migration count in the period of their last change.
UPDATE "mistake_records" SET "accepted_at" = "updated_at" WHERE "is_accept" = true;
