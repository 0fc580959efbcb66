CREATE TABLE "designer_rollups" (
	"span" text NOT NULL,
	"start" date NOT NULL,
	"status" text,
	"designer_id" integer,
	"paid" boolean NOT NULL,
	"customer_id" integer,
	"orders" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "designer_rollups_cell" UNIQUE NULLS NOT DISTINCT("span","start","status","designer_id","paid","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_rollups" (
	"span" text NOT NULL,
	"start" date NOT NULL,
	"status" text,
	"customer_id" integer,
	"niche_id" integer,
	"channel_id" integer,
	"orders" integer NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "order_rollups_cell" UNIQUE NULLS NOT DISTINCT("span","start","status","customer_id","niche_id","channel_id")
);
