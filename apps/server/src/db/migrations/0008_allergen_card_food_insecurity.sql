ALTER TABLE "sites" ADD COLUMN "food_insecurity_text" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "allergen_card_serial" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "food_insecurity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "food_insecurity_updated_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_allergen_card_serial_idx" ON "customers" USING btree ("allergen_card_serial");