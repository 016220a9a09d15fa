-- The pipeline's statuses: 'following' is called 'contacted' from now on (its rows follow the rename), and 'lost'
-- closes a lead. Renaming keeps every existing row; 'lost' is not used in this transaction.
ALTER TYPE "public"."lead_status" RENAME VALUE 'following' TO 'contacted';--> statement-breakpoint
ALTER TYPE "public"."lead_status" ADD VALUE 'lost';--> statement-breakpoint
CREATE TYPE "public"."lead_event_type" AS ENUM('created', 'recontact', 'contacted', 'status_changed', 'note', 'assigned');--> statement-breakpoint
CREATE TYPE "public"."lead_origin" AS ENUM('chat', 'manual', 'public_form');--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"type" "lead_event_type" NOT NULL,
	"from_status" "lead_status",
	"to_status" "lead_status",
	"description" varchar(1000),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "origin" "lead_origin" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "interest_types" "property_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "interest_cities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_id_created_at_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_company_id_email_idx" ON "leads" USING btree ("company_id",lower("contact_email"));--> statement-breakpoint
CREATE INDEX "leads_company_id_phone_idx" ON "leads" USING btree ("company_id",right(regexp_replace("contact_phone", '\D', '', 'g'), 10));
--> statement-breakpoint
-- Where existing leads came from: the chat's 'Me interesa' and the channels that are a web form; the rest were
-- typed in by the sales team.
UPDATE "leads" SET "origin" = 'chat' WHERE "source" IN ('Asistente de inversión', 'Asistente IA');--> statement-breakpoint
UPDATE "leads" SET "origin" = 'public_form' WHERE "source" IN ('Sitio web', 'Portal inmobiliario');--> statement-breakpoint
-- Every existing lead starts its history with its arrival.
INSERT INTO "lead_events" ("lead_id", "type", "to_status", "description", "created_at")
SELECT "id", 'created', 'new', 'Lead recibido.', "created_at" FROM "leads";
