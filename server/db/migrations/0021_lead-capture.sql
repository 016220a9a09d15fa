-- Leads from each company's own website and who works them. The capture key goes into the company's snippet (it is
-- public, so a post is accepted only from the origins the company lists); the rotation names the members that take
-- new leads in turn, and `last_assigned_to` is where the turn stands. The WhatsApp template prefills the message the
-- sales team sends from a lead ({nombre}, {interes}).
CREATE TABLE "lead_capture_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"capture_key" varchar(64) NOT NULL,
	"allowed_origins" text[] DEFAULT '{}' NOT NULL,
	"rotation" integer[] DEFAULT '{}' NOT NULL,
	"last_assigned_to" integer,
	"whatsapp_template" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_capture_settings_capture_key_unique" UNIQUE("capture_key"),
	CONSTRAINT "lead_capture_settings_allowed_origins_check" CHECK (cardinality("lead_capture_settings"."allowed_origins") <= 20)
);
--> statement-breakpoint
ALTER TABLE "lead_capture_settings" ADD CONSTRAINT "lead_capture_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_capture_settings" ADD CONSTRAINT "lead_capture_settings_last_assigned_to_users_id_fk" FOREIGN KEY ("last_assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A browser's preflight carries no key: it is answered by whether any company lists the origin.
CREATE INDEX "lead_capture_settings_allowed_origins_idx" ON "lead_capture_settings" USING gin ("allowed_origins");
--> statement-breakpoint
-- 'Mis leads': a member's own leads, newest first.
CREATE INDEX "leads_assigned_to_created_at_idx" ON "leads" USING btree ("assigned_to","created_at" DESC NULLS LAST);
