ALTER TABLE "locations" ADD COLUMN "live_closed_message" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "live_closed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "live_busy_level" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "live_version" integer DEFAULT 1 NOT NULL;