-- Optimistic concurrency for projects, property models, companies and leads, as properties already have it: an
-- update names the version it read, the update statement bumps it by one, and a stale version is refused (409).
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_version_check" CHECK ("projects"."version" >= 1);--> statement-breakpoint
ALTER TABLE "property_models" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_models" ADD CONSTRAINT "property_models_version_check" CHECK ("property_models"."version" >= 1);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_version_check" CHECK ("companies"."version" >= 1);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_version_check" CHECK ("leads"."version" >= 1);--> statement-breakpoint
-- What an anonymous visitor wrote about a lead the company already had: kept in the history, never trusted.
ALTER TABLE "lead_events" ADD COLUMN "unverified" boolean DEFAULT false NOT NULL;
