ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservations_unreminded_idx" ON "reservations" USING btree ("date") WHERE "reservations"."status" = 'booked' and "reservations"."reminded_at" is null;