-- The sale cycle's statuses: a unit the company holds back (BLOCKED); a lead that got a quote, holds a unit
-- (separación) or bought; leads captured from a company's own website. New enum values are not used in this file
-- (PostgreSQL refuses a value added in the same transaction).
ALTER TYPE "property_status" ADD VALUE IF NOT EXISTS 'BLOCKED';--> statement-breakpoint
ALTER TYPE "lead_status" ADD VALUE IF NOT EXISTS 'quoted' BEFORE 'lost';--> statement-breakpoint
ALTER TYPE "lead_status" ADD VALUE IF NOT EXISTS 'reserved' BEFORE 'lost';--> statement-breakpoint
ALTER TYPE "lead_status" ADD VALUE IF NOT EXISTS 'won' BEFORE 'lost';--> statement-breakpoint
ALTER TYPE "lead_origin" ADD VALUE IF NOT EXISTS 'website';
--> statement-breakpoint
-- A lead's history follows the sale and the sales team's work: quotes, separaciones, the sale, tasks, visits and
-- WhatsApp contacts each leave an entry.
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'quote';--> statement-breakpoint
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'reservation';--> statement-breakpoint
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'sale';--> statement-breakpoint
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'task';--> statement-breakpoint
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'visit';--> statement-breakpoint
ALTER TYPE "lead_event_type" ADD VALUE IF NOT EXISTS 'whatsapp';--> statement-breakpoint
-- The sale's settings of each company: how long a quote is valid, the largest discount a MEMBER may grant without
-- approval, and how many days a separación holds a unit. A company without a row uses the defaults.
CREATE TABLE "company_sale_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"quote_validity_days" integer DEFAULT 15 NOT NULL,
	"member_max_discount_pct" numeric(5, 2) DEFAULT 5 NOT NULL,
	"reservation_days" integer DEFAULT 7 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_sale_settings_quote_validity_days_check" CHECK ("company_sale_settings"."quote_validity_days" BETWEEN 1 AND 365),
	CONSTRAINT "company_sale_settings_member_max_discount_pct_check" CHECK ("company_sale_settings"."member_max_discount_pct" BETWEEN 0 AND 100),
	CONSTRAINT "company_sale_settings_reservation_days_check" CHECK ("company_sale_settings"."reservation_days" BETWEEN 1 AND 90)
);
--> statement-breakpoint
ALTER TABLE "company_sale_settings" ADD CONSTRAINT "company_sale_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
