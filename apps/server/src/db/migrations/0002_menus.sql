CREATE TABLE "daily_menu_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"daily_menu_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"categories" jsonb NOT NULL,
	"item_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"portion" text,
	"calories" integer,
	"ingredients" text,
	"custom_allergens" text,
	"allergen_info_available" boolean NOT NULL,
	"filter_ids" integer[] DEFAULT '{}' NOT NULL,
	"nutrients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"concept_nutrients" jsonb,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_menu_periods" ADD CONSTRAINT "daily_menu_periods_daily_menu_id_daily_menus_id_fk" FOREIGN KEY ("daily_menu_id") REFERENCES "public"."daily_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_menu_periods" ADD CONSTRAINT "daily_menu_periods_period_id_menu_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."menu_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_menus" ADD CONSTRAINT "daily_menus_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_filters" ADD CONSTRAINT "menu_filters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_periods" ADD CONSTRAINT "menu_periods_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_menu_periods_menu_period_idx" ON "daily_menu_periods" USING btree ("daily_menu_id","period_id");--> statement-breakpoint
CREATE INDEX "daily_menu_periods_period_idx" ON "daily_menu_periods" USING btree ("period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_menus_location_date_idx" ON "daily_menus" USING btree ("location_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_categories_location_name_idx" ON "menu_categories" USING btree ("location_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_filters_site_type_name_idx" ON "menu_filters" USING btree ("site_id","type","name");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_site_external_idx" ON "menu_items" USING btree ("site_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_periods_location_name_idx" ON "menu_periods" USING btree ("location_id","name");