-- Separaciones, sales and the buyer's cartera (issue 28 item 3). The activity log gains the reservation's entries;
-- new enum values are not used in this file (PostgreSQL refuses a value added in the same transaction).
ALTER TYPE "activity_type" ADD VALUE IF NOT EXISTS 'reservation_created';--> statement-breakpoint
ALTER TYPE "activity_type" ADD VALUE IF NOT EXISTS 'reservation_released';--> statement-breakpoint
ALTER TYPE "activity_type" ADD VALUE IF NOT EXISTS 'reservation_expired';--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('active', 'expired', 'released', 'converted');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('transfer', 'deposit', 'cash', 'check', 'card');--> statement-breakpoint
-- A unit held for a lead. A reservation made by editing the unit's status has no lead, no deposit and no expiry: it
-- holds until someone changes the status again. quote_id names the accepted quote it came from, when there is one.
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"lead_id" integer,
	"quote_id" integer,
	"deposit" numeric(16, 2),
	"deposit_method" "payment_method",
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"status" "reservation_status" DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"release_reason" varchar(500),
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_deposit_check" CHECK ("reservations"."deposit" > 0),
	CONSTRAINT "reservations_closed_check" CHECK (("reservations"."status" = 'active') = ("reservations"."closed_at" is null)),
	CONSTRAINT "reservations_release_reason_check" CHECK ("reservations"."release_reason" is null or "reservations"."status" = 'released')
);
--> statement-breakpoint
-- A signed sale. No buyer name means it was recorded by editing the unit's status ('Sin comprador registrado').
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"reservation_id" integer,
	"lead_id" integer,
	"quote_id" integer,
	"buyer_name" varchar(255),
	"buyer_document_type_id" integer,
	"buyer_document_number" varchar(30),
	"buyer_email" varchar(255),
	"buyer_phone" varchar(50),
	"price" numeric(16, 2) NOT NULL,
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_price_check" CHECK ("sales"."price" >= 0),
	CONSTRAINT "sales_buyer_check" CHECK (("sales"."buyer_name" is null) = ("sales"."buyer_document_number" is null)),
	CONSTRAINT "sales_reservation_id_key" UNIQUE("reservation_id")
);
--> statement-breakpoint
-- What the buyer owes and when: the separación, the cuota inicial's instalments and the balance.
CREATE TABLE "sale_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" integer NOT NULL,
	"number" integer NOT NULL,
	"label" varchar(60) NOT NULL,
	"due_on" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "sale_instalments_amount_check" CHECK ("sale_instalments"."amount" > 0),
	CONSTRAINT "sale_instalments_sale_id_number_key" UNIQUE("sale_id","number")
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" integer NOT NULL,
	"instalment_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"method" "payment_method" NOT NULL,
	"note" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_amount_check" CHECK ("sale_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_buyer_document_type_id_document_types_id_fk" FOREIGN KEY ("buyer_document_type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_instalments" ADD CONSTRAINT "sale_instalments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_instalment_id_sale_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."sale_instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One active reservation per unit, whatever the application does: concurrent attempts leave exactly one winner.
CREATE UNIQUE INDEX "reservations_one_active_per_property_idx" ON "reservations" USING btree ("property_id") WHERE "reservations"."status" = 'active';--> statement-breakpoint
-- The expiry sweep reads the active reservations whose time has passed.
CREATE INDEX "reservations_active_expires_at_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."status" = 'active' and "reservations"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "reservations_company_id_created_at_idx" ON "reservations" USING btree ("company_id","created_at");--> statement-breakpoint
-- One standing sale per unit; a sale undone by editing the unit's status keeps its row, cancelled.
CREATE UNIQUE INDEX "sales_one_standing_per_property_idx" ON "sales" USING btree ("property_id") WHERE "sales"."cancelled_at" is null;--> statement-breakpoint
-- Cartera pages a company's sales newest first.
CREATE INDEX "sales_company_id_sold_at_idx" ON "sales" USING btree ("company_id","sold_at","id");--> statement-breakpoint
CREATE INDEX "sale_payments_instalment_id_idx" ON "sale_payments" USING btree ("instalment_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale_id_idx" ON "sale_payments" USING btree ("sale_id");
--> statement-breakpoint
-- Units already RESERVED or SOLD before this migration were set by editing their status: they are recorded the same
-- way (a hold without lead nor expiry, a sale without buyer), so every sale has one place in Cartera.
INSERT INTO "reservations" ("company_id", "property_id", "currency", "created_at")
SELECT "company_id", "id", "currency", "updated_at" FROM "properties" WHERE "status" = 'RESERVED';--> statement-breakpoint
INSERT INTO "sales" ("company_id", "property_id", "price", "currency", "sold_at")
SELECT "company_id", "id", coalesce("price", 0), "currency", coalesce("sold_at", "updated_at") FROM "properties" WHERE "status" = 'SOLD';
