CREATE TABLE "blocked_student_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"student_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"meal_plan_id" integer,
	"swipe_option_id" integer,
	"db_option_id" integer,
	"db_product_id" integer,
	"amount_cents" integer,
	"first_bill_date" date,
	"first_plan_date" date,
	"last_bill_date" date,
	"last_plan_date" date,
	"bill_today" boolean,
	"terms_accepted_at" timestamp with time zone,
	"promo_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_kind_check" CHECK ("cart_items"."kind" in ('Meal plan', 'Create your plan', 'Declining balance'))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"customer_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_plan_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "custom_plan_options_type_check" CHECK ("custom_plan_options"."type" in ('swipe', 'db')),
	CONSTRAINT "custom_plan_options_value_check" CHECK ("value" >= 0),
	CONSTRAINT "custom_plan_options_price_cents_check" CHECK ("price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "declining_balance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"minimum_purchase_cents" integer DEFAULT 0 NOT NULL,
	"requires_plan" boolean DEFAULT false NOT NULL,
	"is_discount" boolean DEFAULT false NOT NULL,
	"discount" numeric(7, 4) DEFAULT 0 NOT NULL,
	"is_grad_discount" boolean DEFAULT false NOT NULL,
	"grad_discount_interval_cents" integer DEFAULT 0 NOT NULL,
	"grad_discount_cents" integer DEFAULT 0 NOT NULL,
	"max_grad_discount_cents" integer DEFAULT 0 NOT NULL,
	"is_bonus" boolean DEFAULT false NOT NULL,
	"bonus" numeric(7, 4) DEFAULT 0 NOT NULL,
	"is_grad_bonus" boolean DEFAULT false NOT NULL,
	"grad_bonus_interval_cents" integer DEFAULT 0 NOT NULL,
	"grad_bonus_cents" integer DEFAULT 0 NOT NULL,
	"max_grad_bonus_cents" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "declining_balance_products_minimum_purchase_cents_check" CHECK ("minimum_purchase_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "faculty_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"apply_tax" boolean DEFAULT true NOT NULL,
	"payment_types" text[] DEFAULT '{}' NOT NULL,
	"balance_tracker" boolean DEFAULT false NOT NULL,
	"declining_balance_cents" integer DEFAULT 0 NOT NULL,
	"swipes" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"subscription" boolean DEFAULT false NOT NULL,
	"subscription_frequency" text,
	"subscription_start" date,
	"subscription_end" date,
	"start_date" date,
	"end_date" date,
	"payments" integer DEFAULT 1 NOT NULL,
	"promo_track_only" boolean DEFAULT false NOT NULL,
	"promo_bonus_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "meal_plans_frequency_check" CHECK ("meal_plans"."subscription_frequency" is null or "meal_plans"."subscription_frequency" in ('monthly', 'weekly')),
	CONSTRAINT "meal_plans_price_cents_check" CHECK ("price_cents" >= 0),
	CONSTRAINT "meal_plans_declining_balance_cents_check" CHECK ("declining_balance_cents" >= 0),
	CONSTRAINT "meal_plans_promo_bonus_cents_check" CHECK ("promo_bonus_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_customer_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_customer_selections_kind_check" CHECK ("order_customer_selections"."kind" in ('location', 'term', 'year'))
);
--> statement-breakpoint
CREATE TABLE "order_customer_type_meal_plans" (
	"customer_type_id" integer NOT NULL,
	"meal_plan_id" integer NOT NULL,
	CONSTRAINT "order_customer_type_meal_plans_customer_type_id_meal_plan_id_pk" PRIMARY KEY("customer_type_id","meal_plan_id")
);
--> statement-breakpoint
CREATE TABLE "order_customer_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"welcome_message" text DEFAULT '' NOT NULL,
	"apply_tax" boolean DEFAULT true NOT NULL,
	"payment_types" text[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_form_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"school_term_label" text DEFAULT 'Term' NOT NULL,
	"hide_selections" boolean DEFAULT false NOT NULL,
	"meal_plan_label" text DEFAULT 'Meal plans' NOT NULL,
	"meal_plan_msg" text DEFAULT '' NOT NULL,
	"meal_plan_terms" text DEFAULT '' NOT NULL,
	"subscription_plan_msg" text DEFAULT '' NOT NULL,
	"subscription_terms" text DEFAULT '' NOT NULL,
	"custom_meal_plan_msg" text DEFAULT '' NOT NULL,
	"declining_balance_msg" text DEFAULT '' NOT NULL,
	"student_id_terms" text DEFAULT '' NOT NULL,
	"balance_tracker_dollars" boolean DEFAULT true NOT NULL,
	"balance_tracker_swipes" boolean DEFAULT true NOT NULL,
	"balance_tracker_msg_bal_low" text DEFAULT '' NOT NULL,
	"balance_tracker_msg_bal_high" text DEFAULT '' NOT NULL,
	"balance_tracker_msg_budget" text DEFAULT '' NOT NULL,
	"tax_meal_plans" boolean DEFAULT false NOT NULL,
	"tax_custom_meal_plans" boolean DEFAULT false NOT NULL,
	"tax_declining_balance" boolean DEFAULT false NOT NULL,
	"tax_rate" numeric(7, 4) DEFAULT 0 NOT NULL,
	"coffee_subscription" boolean DEFAULT false NOT NULL,
	"coffee_subscription_price_cents" integer DEFAULT 0 NOT NULL,
	"custom_plan_customer_types" integer[] DEFAULT '{}' NOT NULL,
	"custom_meal_plan_as" text DEFAULT 'bonus' NOT NULL,
	"custom_meal_plan_payment_types" text[] DEFAULT '{}' NOT NULL,
	"declining_balance_customer_types" integer[] DEFAULT '{}' NOT NULL,
	"declining_balance_payment_types" text[] DEFAULT '{}' NOT NULL,
	"student_id_requires_terms" boolean DEFAULT false NOT NULL,
	"plans_require_terms" boolean DEFAULT false NOT NULL,
	"student_id_pattern" text DEFAULT '' NOT NULL,
	"email_domain" text DEFAULT '' NOT NULL,
	"enable_faculty_email_validator" boolean DEFAULT false NOT NULL,
	"payment_types" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "order_form_settings_custom_as_check" CHECK ("order_form_settings"."custom_meal_plan_as" in ('discount', 'bonus')),
	CONSTRAINT "order_form_settings_tax_rate_check" CHECK ("order_form_settings"."tax_rate" >= 0 and "order_form_settings"."tax_rate" <= 100),
	CONSTRAINT "order_form_settings_coffee_subscription_price_cents_check" CHECK ("coffee_subscription_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"adj" text NOT NULL,
	"percent" numeric(7, 4) DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"min_purchase_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "promo_codes_type_check" CHECK ("promo_codes"."type" in ('discount', 'bonus')),
	CONSTRAINT "promo_codes_adj_check" CHECK ("promo_codes"."adj" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_amount_cents_check" CHECK ("amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	CONSTRAINT "school_terms_dates_check" CHECK ("school_terms"."end" >= "school_terms"."start")
);
--> statement-breakpoint
ALTER TABLE "blocked_student_accounts" ADD CONSTRAINT "blocked_student_accounts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_swipe_option_id_custom_plan_options_id_fk" FOREIGN KEY ("swipe_option_id") REFERENCES "public"."custom_plan_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_db_option_id_custom_plan_options_id_fk" FOREIGN KEY ("db_option_id") REFERENCES "public"."custom_plan_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_db_product_id_declining_balance_products_id_fk" FOREIGN KEY ("db_product_id") REFERENCES "public"."declining_balance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_type_id_order_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."order_customer_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_plan_options" ADD CONSTRAINT "custom_plan_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declining_balance_products" ADD CONSTRAINT "declining_balance_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_emails" ADD CONSTRAINT "faculty_emails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customer_selections" ADD CONSTRAINT "order_customer_selections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customer_type_meal_plans" ADD CONSTRAINT "order_customer_type_meal_plans_customer_type_id_order_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."order_customer_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customer_type_meal_plans" ADD CONSTRAINT "order_customer_type_meal_plans_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_customer_types" ADD CONSTRAINT "order_customer_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_settings" ADD CONSTRAINT "order_form_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_terms" ADD CONSTRAINT "school_terms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_student_accounts_site_idx" ON "blocked_student_accounts" USING btree ("site_id",lower("student_id"));--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE INDEX "carts_expires_idx" ON "carts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "custom_plan_options_site_idx" ON "custom_plan_options" USING btree ("site_id","type","sort_order");--> statement-breakpoint
CREATE INDEX "declining_balance_products_site_idx" ON "declining_balance_products" USING btree ("site_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_emails_site_idx" ON "faculty_emails" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "meal_plans_site_idx" ON "meal_plans" USING btree ("site_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_customer_selections_site_idx" ON "order_customer_selections" USING btree ("site_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "order_customer_types_site_idx" ON "order_customer_types" USING btree ("site_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_site_code_idx" ON "promo_codes" USING btree ("site_id",upper("code"));--> statement-breakpoint
CREATE INDEX "school_terms_site_idx" ON "school_terms" USING btree ("site_id","start");