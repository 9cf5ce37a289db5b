CREATE TABLE "menu_label_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer,
	"label" text NOT NULL,
	"allergen" text NOT NULL,
	CONSTRAINT "menu_label_exclusions_allergen_check" CHECK (allergen in ('Egg', 'Fish', 'Gluten', 'Milk', 'MSG', 'Peanuts', 'Sesame', 'Shellfish - Crustacean', 'Shellfish - Mollusk', 'Soy', 'Tree Nuts', 'Wheat')),
	CONSTRAINT "menu_label_exclusions_label_check" CHECK (length(trim("menu_label_exclusions"."label")) between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "may_contain_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_label_exclusions" ADD CONSTRAINT "menu_label_exclusions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_label_exclusions_site_label_allergen_idx" ON "menu_label_exclusions" USING btree (coalesce("site_id", 0),lower("label"),"allergen");--> statement-breakpoint
-- The defaults every site follows (packages/domain DEFAULT_LABEL_EXCLUSIONS).
INSERT INTO "menu_label_exclusions" ("site_id", "label", "allergen") VALUES
	(NULL, 'Vegan', 'Milk'),
	(NULL, 'Vegan', 'Egg'),
	(NULL, 'Vegan', 'Fish'),
	(NULL, 'Vegan', 'Shellfish - Crustacean'),
	(NULL, 'Vegan', 'Shellfish - Mollusk'),
	(NULL, 'Vegetarian', 'Fish'),
	(NULL, 'Vegetarian', 'Shellfish - Crustacean'),
	(NULL, 'Vegetarian', 'Shellfish - Mollusk'),
	(NULL, 'Avoiding Gluten', 'Gluten'),
	(NULL, 'Avoiding Gluten', 'Wheat');
