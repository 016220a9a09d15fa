CREATE TYPE "public"."activity_type" AS ENUM('project_update', 'new_lead', 'material_delivery', 'inspection', 'contract_signed');--> statement-breakpoint
CREATE TYPE "public"."construction_stage" AS ENUM('planning', 'pre-sale', 'construction', 'completed', 'on-hold', 'cancelled', 'marketing');--> statement-breakpoint
CREATE TYPE "public"."document_kind" AS ENUM('pdf', 'doc', 'docx', 'xls', 'xlsx');--> statement-breakpoint
CREATE TYPE "public"."project_priority" AS ENUM('high', 'medium', 'low');--> statement-breakpoint
CREATE TABLE "project_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer,
	"type" "activity_type" NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" varchar(1000),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"url" text NOT NULL,
	"name" varchar(255) NOT NULL,
	"kind" "document_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "monthly_revenue_target" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "construction_stage" "construction_stage" DEFAULT 'planning' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "budget" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "spent" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager" varchar(255);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "priority" "project_priority" DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_activities_company_id_created_at_idx" ON "project_activities" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_activities_project_id_idx" ON "project_activities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_documents_project_id_idx" ON "project_documents" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "properties_company_id_sold_at_idx" ON "properties" USING btree ("company_id","sold_at") WHERE "properties"."sold_at" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_monthly_revenue_target_check" CHECK ("companies"."monthly_revenue_target" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_budget_check" CHECK ("projects"."budget" >= 0);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_spent_check" CHECK ("projects"."spent" >= 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_sold_at_check" CHECK ("properties"."sold_at" is null or "properties"."status" = 'SOLD');--> statement-breakpoint
-- Units sold before sales were dated: their last change is the best record of when they were sold.
UPDATE "properties" SET "sold_at" = "updated_at" WHERE "status" = 'SOLD';--> statement-breakpoint
-- A finished or cancelled project is so in both status sets.
UPDATE "projects" SET "construction_stage" = 'completed' WHERE "status" = 'COMPLETED';--> statement-breakpoint
UPDATE "projects" SET "construction_stage" = 'cancelled' WHERE "status" = 'CANCELLED';
