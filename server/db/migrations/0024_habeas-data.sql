-- Habeas Data (Ley 1581 de 2012, Decreto 1377 de 2013). Each company publishes a versioned treatment policy; a
-- version is never changed once written, so a consent can point at the exact text the person accepted.
CREATE TABLE "privacy_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"body_sha256" char(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_policies_version_check" CHECK ("privacy_policies"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "privacy_policies" ADD CONSTRAINT "privacy_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_policies" ADD CONSTRAINT "privacy_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_policies_company_id_version_key" ON "privacy_policies" USING btree ("company_id","version");
--> statement-breakpoint
-- The proof of a holder's authorisation: when, which policy version (its text and hash), through which channel and
-- from which address as the server saw it. Kept with the lead; the address goes when the lead is anonymised.
CREATE TABLE "lead_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"channel" varchar(30) NOT NULL,
	"ip_address" varchar(64),
	"given_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_policy_id_privacy_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."privacy_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_consents_lead_id_idx" ON "lead_consents" USING btree ("lead_id");
--> statement-breakpoint
-- How long a lead without activity keeps the person's data; a company without a row keeps it 24 months.
CREATE TABLE "company_privacy_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_privacy_settings_retention_months_check" CHECK ("company_privacy_settings"."retention_months" BETWEEN 1 AND 240)
);
--> statement-breakpoint
ALTER TABLE "company_privacy_settings" ADD CONSTRAINT "company_privacy_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A lead whose person was anonymised keeps its status, dates and figures; this marks it so it is never matched,
-- exported or swept again.
ALTER TABLE "leads" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- A request from /privacidad: only the hash of the e-mailed link's token is kept; the link works once, until it
-- expires.
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_sha256" char(64) NOT NULL,
	"email" varchar(255) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" IN ('export', 'delete'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_token_sha256_key" ON "privacy_requests" USING btree ("token_sha256");--> statement-breakpoint
CREATE INDEX "privacy_requests_expires_at_idx" ON "privacy_requests" USING btree ("expires_at");

