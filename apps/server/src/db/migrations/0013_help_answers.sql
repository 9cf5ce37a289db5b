CREATE TABLE "help_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"text" text,
	"url" text,
	"url_text" text,
	"contact" boolean DEFAULT false NOT NULL,
	CONSTRAINT "help_answers_question_id_unique" UNIQUE("question_id"),
	CONSTRAINT "help_answers_type_check" CHECK (type in ('text', 'link', 'form'))
);
--> statement-breakpoint
CREATE TABLE "help_form_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_form_elements_type_check" CHECK (type in ('checkboxes', 'input', 'radio_buttons', 'textarea'))
);
--> statement-breakpoint
CREATE TABLE "help_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"parent_id" integer,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_answers" ADD CONSTRAINT "help_answers_question_id_help_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."help_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_form_elements" ADD CONSTRAINT "help_form_elements_answer_id_help_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."help_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_questions" ADD CONSTRAINT "help_questions_parent_id_help_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_form_elements_answer_idx" ON "help_form_elements" USING btree ("answer_id","sort_order");--> statement-breakpoint
CREATE INDEX "help_questions_site_parent_idx" ON "help_questions" USING btree ("site_id","parent_id","sort_order");