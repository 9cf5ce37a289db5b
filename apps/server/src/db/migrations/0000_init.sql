CREATE TABLE "homepage_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"icon" text DEFAULT 'info' NOT NULL,
	"message" text NOT NULL,
	"use_link" boolean DEFAULT false NOT NULL,
	"link" text,
	"start" timestamp with time zone,
	"end" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "homepage_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"caption" text,
	"caption_color" text,
	"link" text,
	"alt" text NOT NULL,
	"event_id" integer,
	"special_offer_id" integer,
	"location_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_settings" (
	"host" text PRIMARY KEY NOT NULL,
	"campuses" jsonb
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"unit_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"url" text,
	"email" text,
	"display_email" boolean DEFAULT false NOT NULL,
	"brand_color" text DEFAULT '#1f4e79' NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"logo_file_name" text,
	"logo_alt_text" text,
	"link_to_school" boolean DEFAULT false NOT NULL,
	"landing_modal_copy" text,
	"landing_modal_filename" text,
	"tiles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone" text,
	"phone_ext" text,
	"lat" text,
	"lon" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"shop_link" text,
	"mobile_ios_url" text,
	"mobile_android_url" text,
	"mobile_app_link" text,
	"script_url" text,
	"wcag" text DEFAULT 'AA' NOT NULL,
	"dining_map" jsonb,
	"customer_login_text" text,
	"active_promo_code" text,
	"redirect_url" text,
	"accessibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"navigator" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"master_slug" text,
	"body" text,
	"show_header" boolean DEFAULT true NOT NULL,
	"use_banner" boolean DEFAULT false NOT NULL,
	"banner_file_name" text,
	"banner_text_align" text DEFAULT 'left' NOT NULL,
	"banner_text_font" text,
	"use_script" boolean DEFAULT false NOT NULL,
	"script_url" text,
	"microsite_landing" boolean DEFAULT false NOT NULL,
	"is_url" boolean DEFAULT false NOT NULL,
	"url" text,
	"global_section_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"no_robots" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"building_id" integer,
	"is_building" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"type" text DEFAULT 'webtrition' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"show_menus" boolean DEFAULT true NOT NULL,
	"show_map" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_file_name" text,
	"street" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone" text,
	"lat" text,
	"lon" text,
	"contact_name" text,
	"contact_email" text,
	"occupancy" integer,
	"allergen_filter" boolean DEFAULT true NOT NULL,
	"features" jsonb DEFAULT '{"labels":[],"cuisines":[],"payment_types":[],"custom_labels":[],"custom_cuisines":[],"custom_payment_types":[]}'::jsonb NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"type" text DEFAULT 'location' NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"days" jsonb NOT NULL,
	"start_hour" integer NOT NULL,
	"start_minutes" integer DEFAULT 0 NOT NULL,
	"end_hour" integer NOT NULL,
	"end_minutes" integer DEFAULT 0 NOT NULL,
	"open_late" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"picture_file_name" text,
	"location_id" integer,
	"custom_location" boolean DEFAULT false NOT NULL,
	"custom_location_name" text,
	"brief" text,
	"description" text,
	"balanced_u" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"period_name" text NOT NULL,
	"menu_html" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsites" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"image_file_name" text,
	"image_default" boolean DEFAULT false NOT NULL,
	"tagline" text,
	"stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"section_flags" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"brief" text,
	"description" text,
	"picture_file_name" text,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homepage_alerts" ADD CONSTRAINT "homepage_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_images" ADD CONSTRAINT "homepage_images_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agents" ADD CONSTRAINT "user_agents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_parent_id_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_building_id_locations_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legacy_menus" ADD CONSTRAINT "legacy_menus_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsites" ADD CONSTRAINT "microsites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_offers" ADD CONSTRAINT "special_offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sites_slug_lower_idx" ON "sites" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "sections_site_idx" ON "sections" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "schedules_location_idx" ON "schedules" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "events_site_start_idx" ON "events" USING btree ("site_id","start");