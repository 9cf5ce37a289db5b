ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_kind_check";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "months" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_one_coffee_idx" ON "cart_items" USING btree ("cart_id") WHERE "cart_items"."kind" = 'Coffee subscription';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_months_check" CHECK ("cart_items"."months" is null or ("cart_items"."months" between 1 and 5));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind_check" CHECK ("cart_items"."kind" in ('Meal plan', 'Create your plan', 'Declining balance', 'Coffee subscription'));