ALTER TABLE "companies" ADD COLUMN "contact_person" varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_email" varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_phone" varchar(50);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_type" varchar(30);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employees_count" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" varchar(1000);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "department" varchar(100);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_type_check" CHECK ("companies"."company_type" in ('construction', 'development', 'architecture', 'engineering', 'consulting', 'urban_planning'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_employees_count_check" CHECK ("companies"."employees_count" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_founded_year_check" CHECK ("companies"."founded_year" >= 1900);