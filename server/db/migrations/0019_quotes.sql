-- Quotes (cotizaciones): a unit's price, discount and payment plan for one lead, computed by the server. The plan's
-- rows are kept as written, so the PDF, the buyer's link and a later sale read the very figures the buyer saw.
CREATE TYPE "public"."quote_status" AS ENUM('draft', 'pending_approval', 'sent', 'accepted', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."quote_financing" AS ENUM('mortgage', 'leasing', 'own_funds');--> statement-breakpoint
CREATE TYPE "public"."quote_plan_row_kind" AS ENUM('separation', 'instalment', 'subsidy', 'balance');--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"status" "quote_status" DEFAULT 'draft' NOT NULL,
	"list_price" bigint NOT NULL,
	"discount_kind" varchar(6) NOT NULL,
	"discount_value" numeric(16, 2) NOT NULL,
	"discount_amount" bigint NOT NULL,
	"discount_pct" numeric(5, 2) NOT NULL,
	"final_price" bigint NOT NULL,
	"separation_amount" bigint NOT NULL,
	"initial_pct" numeric(5, 2) NOT NULL,
	"initial_total" bigint NOT NULL,
	"instalment_count" integer NOT NULL,
	"instalment_day" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"financing" "quote_financing" NOT NULL,
	"subsidy_amount" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"notes" varchar(1000),
	"valid_until" date NOT NULL,
	"public_token" varchar(43) NOT NULL,
	"created_by" integer,
	"decided_by" integer,
	"decision_reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_public_token_key" UNIQUE("public_token"),
	CONSTRAINT "quotes_discount_kind_check" CHECK ("quotes"."discount_kind" in ('pct', 'amount')),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."list_price" > 0 and "quotes"."discount_amount" >= 0 and "quotes"."discount_amount" < "quotes"."list_price" and "quotes"."final_price" = "quotes"."list_price" - "quotes"."discount_amount"),
	CONSTRAINT "quotes_initial_check" CHECK ("quotes"."separation_amount" >= 0 and "quotes"."separation_amount" <= "quotes"."initial_total" and "quotes"."balance" = "quotes"."final_price" - "quotes"."initial_total"),
	CONSTRAINT "quotes_subsidy_check" CHECK ("quotes"."subsidy_amount" between 0 and "quotes"."balance"),
	CONSTRAINT "quotes_instalment_count_check" CHECK ("quotes"."instalment_count" between 1 and 120),
	CONSTRAINT "quotes_instalment_day_check" CHECK ("quotes"."instalment_day" between 1 and 31)
);
--> statement-breakpoint
-- One row per payment of the plan, in the order the buyer pays; they add up to the quote's final price.
CREATE TABLE "quote_instalments" (
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" "quote_plan_row_kind" NOT NULL,
	"number" integer NOT NULL,
	"label" varchar(100) NOT NULL,
	"due_date" date,
	"amount" bigint NOT NULL,
	CONSTRAINT "quote_instalments_pkey" PRIMARY KEY("quote_id","position"),
	CONSTRAINT "quote_instalments_amount_check" CHECK ("quote_instalments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_instalments" ADD CONSTRAINT "quote_instalments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The list reads a company's quotes newest first, by status; the expiry sweep reads the open ones by date.
CREATE INDEX "quotes_company_id_created_at_idx" ON "quotes" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_company_id_status_idx" ON "quotes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "quotes_open_valid_until_idx" ON "quotes" USING btree ("valid_until") WHERE "quotes"."status" in ('draft', 'pending_approval', 'sent');--> statement-breakpoint
CREATE INDEX "quotes_lead_id_idx" ON "quotes" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "quotes_property_id_idx" ON "quotes" USING btree ("property_id");--> statement-breakpoint
-- The 'Ventas' settings form is saved like every other edit: naming the version it read (a stale one gets 409).
ALTER TABLE "company_sale_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sale_settings" ADD CONSTRAINT "company_sale_settings_version_check" CHECK ("company_sale_settings"."version" >= 1);
