CREATE TYPE "public"."amenity_category" AS ENUM('Comunal', 'Privada');--> statement-breakpoint
CREATE TYPE "public"."company_role" AS ENUM('OWNER', 'ADMIN', 'MEMBER', 'VIEWER');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'following', 'qualified');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('DRAFT', 'ACTIVE', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."project_type" AS ENUM('residential', 'commercial', 'mixed', 'industrial', 'office', 'hotel');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('AVAILABLE', 'RESERVED', 'SOLD', 'RENTED');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('apartment', 'house', 'office', 'land', 'commercial');--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amenities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" "amenity_category" NOT NULL,
	CONSTRAINT "amenities_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"slots" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_slots_check" CHECK (jsonb_typeof("chat_sessions"."slots") = 'object'),
	CONSTRAINT "chat_sessions_messages_check" CHECK (jsonb_typeof("chat_sessions"."messages") = 'array')
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"registration_id" varchar(50),
	"registration_id_type_id" integer,
	"country_code" char(2) NOT NULL,
	"country_name" varchar(100),
	"city" varchar(100),
	"address" text,
	"website" varchar(255),
	"phone" varchar(50),
	"email" varchar(255),
	"verified" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_country_code_check" CHECK ("companies"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('active', 'inactive', 'pending'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "company_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_key" UNIQUE("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" char(2) NOT NULL,
	"document_code" varchar(20) NOT NULL,
	"document_name" varchar(100) NOT NULL,
	CONSTRAINT "document_types_country_code_document_code_key" UNIQUE("country_code","document_code"),
	CONSTRAINT "document_types_country_code_check" CHECK ("document_types"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer,
	"property_id" integer,
	"contact_name" varchar(255),
	"contact_email" varchar(255),
	"contact_phone" varchar(50),
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"source" varchar(100),
	"budget" numeric(16, 2),
	"interests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_budget_check" CHECK ("leads"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nearby_places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nearby_places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"distance_km" numeric(6, 2),
	CONSTRAINT "nearby_places_distance_km_check" CHECK ("nearby_places"."distance_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_amenities" (
	"project_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "project_amenities_pkey" PRIMARY KEY("project_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" varchar(255),
	"image_type" varchar(50),
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"status" "project_status" DEFAULT 'DRAFT' NOT NULL,
	"type" "project_type",
	"location" varchar(255),
	"neighborhood" varchar(255),
	"zone" varchar(255),
	"city" varchar(100),
	"department" varchar(100),
	"address" varchar(255),
	"country_code" char(2) DEFAULT 'CO' NOT NULL,
	"total_units" integer DEFAULT 0 NOT NULL,
	"available_units" integer DEFAULT 0 NOT NULL,
	"sold_units" integer DEFAULT 0 NOT NULL,
	"price_range_min" numeric(16, 2),
	"price_range_max" numeric(16, 2),
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"investment_amount" numeric(16, 2),
	"roi_expected" numeric(5, 2),
	"revenue" numeric(16, 2),
	"progress" integer,
	"start_date" date,
	"completion_date" date,
	"delivery_date" date,
	"developer" varchar(255),
	"architect" varchar(255),
	"construction_company" varchar(255),
	"features" text,
	"area_min" numeric(10, 2),
	"area_max" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_country_code_check" CHECK ("projects"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "projects_total_units_check" CHECK ("projects"."total_units" >= 0),
	CONSTRAINT "projects_available_units_check" CHECK ("projects"."available_units" >= 0),
	CONSTRAINT "projects_sold_units_check" CHECK ("projects"."sold_units" >= 0),
	CONSTRAINT "projects_available_units_total_check" CHECK ("projects"."available_units" <= "projects"."total_units"),
	CONSTRAINT "projects_units_total_check" CHECK ("projects"."available_units" + "projects"."sold_units" <= "projects"."total_units"),
	CONSTRAINT "projects_price_range_min_check" CHECK ("projects"."price_range_min" >= 0),
	CONSTRAINT "projects_price_range_max_check" CHECK ("projects"."price_range_max" >= 0),
	CONSTRAINT "projects_price_range_check" CHECK ("projects"."price_range_max" >= "projects"."price_range_min"),
	CONSTRAINT "projects_latitude_check" CHECK ("projects"."latitude" between -90 and 90),
	CONSTRAINT "projects_longitude_check" CHECK ("projects"."longitude" between -180 and 180),
	CONSTRAINT "projects_roi_expected_check" CHECK ("projects"."roi_expected" between 0 and 100),
	CONSTRAINT "projects_progress_check" CHECK ("projects"."progress" between 0 and 100),
	CONSTRAINT "projects_investment_amount_check" CHECK ("projects"."investment_amount" >= 0),
	CONSTRAINT "projects_revenue_check" CHECK ("projects"."revenue" >= 0),
	CONSTRAINT "projects_area_min_check" CHECK ("projects"."area_min" >= 0),
	CONSTRAINT "projects_area_range_check" CHECK ("projects"."area_max" >= "projects"."area_min")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer,
	"property_model_id" integer,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"property_type" "property_type" NOT NULL,
	"status" "property_status" DEFAULT 'AVAILABLE' NOT NULL,
	"address" varchar(255),
	"city" varchar(100),
	"department" varchar(100),
	"neighborhood" varchar(255),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"area" numeric(10, 2),
	"bedrooms" integer,
	"bathrooms" integer,
	"parking_spaces" integer,
	"floor_number" integer,
	"price" numeric(16, 2),
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"monthly_rent" numeric(16, 2),
	"amenities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_area_check" CHECK ("properties"."area" >= 0),
	CONSTRAINT "properties_bedrooms_check" CHECK ("properties"."bedrooms" >= 0),
	CONSTRAINT "properties_bathrooms_check" CHECK ("properties"."bathrooms" >= 0),
	CONSTRAINT "properties_parking_spaces_check" CHECK ("properties"."parking_spaces" >= 0),
	CONSTRAINT "properties_floor_number_check" CHECK ("properties"."floor_number" >= 0),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" >= 0),
	CONSTRAINT "properties_monthly_rent_check" CHECK ("properties"."monthly_rent" >= 0),
	CONSTRAINT "properties_currency_check" CHECK ("properties"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "properties_latitude_check" CHECK ("properties"."latitude" between -90 and 90),
	CONSTRAINT "properties_longitude_check" CHECK ("properties"."longitude" between -180 and 180),
	CONSTRAINT "properties_amenities_check" CHECK (jsonb_typeof("properties"."amenities") = 'object'),
	CONSTRAINT "properties_version_check" CHECK ("properties"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_model_amenities" (
	"property_model_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "property_model_amenities_pkey" PRIMARY KEY("property_model_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "property_model_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_model_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_model_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(500),
	"area" numeric(10, 2),
	"bedrooms" integer,
	"bathrooms" integer,
	"parking_spaces" integer,
	"floor_number" integer,
	"price" numeric(16, 2),
	"currency" char(3) DEFAULT 'COP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_models_area_check" CHECK ("property_models"."area" >= 0),
	CONSTRAINT "property_models_bedrooms_check" CHECK ("property_models"."bedrooms" >= 0),
	CONSTRAINT "property_models_bathrooms_check" CHECK ("property_models"."bathrooms" >= 0),
	CONSTRAINT "property_models_parking_spaces_check" CHECK ("property_models"."parking_spaces" >= 0),
	CONSTRAINT "property_models_floor_number_check" CHECK ("property_models"."floor_number" >= 0),
	CONSTRAINT "property_models_price_check" CHECK ("property_models"."price" >= 0),
	CONSTRAINT "property_models_currency_check" CHECK ("property_models"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auth0_sub" varchar(255),
	"email" varchar(255) NOT NULL,
	"full_name" varchar(255),
	"picture" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_auth0_sub_key" UNIQUE("auth0_sub")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_registration_id_type_id_document_types_id_fk" FOREIGN KEY ("registration_id_type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nearby_places" ADD CONSTRAINT "nearby_places_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_model_id_property_models_id_fk" FOREIGN KEY ("property_model_id") REFERENCES "public"."property_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_model_amenities" ADD CONSTRAINT "property_model_amenities_property_model_id_property_models_id_fk" FOREIGN KEY ("property_model_id") REFERENCES "public"."property_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_model_amenities" ADD CONSTRAINT "property_model_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_model_images" ADD CONSTRAINT "property_model_images_property_model_id_property_models_id_fk" FOREIGN KEY ("property_model_id") REFERENCES "public"."property_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_models" ADD CONSTRAINT "property_models_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_updated_at_idx" ON "chat_sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_registration_key" ON "companies" USING btree ("country_code",coalesce("registration_id_type_id", 0),"registration_id") WHERE "companies"."registration_id" is not null;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_members_user_id_idx" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_company_id_created_at_idx" ON "leads" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_project_id_idx" ON "leads" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "leads_property_id_idx" ON "leads" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "nearby_places_project_id_idx" ON "nearby_places" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_amenities_amenity_id_idx" ON "project_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "project_images_project_id_idx" ON "project_images" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "projects_company_id_created_at_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city");--> statement-breakpoint
CREATE INDEX "properties_company_id_idx" ON "properties" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "properties_project_id_idx" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "properties_property_model_id_idx" ON "properties" USING btree ("property_model_id");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING btree ("status","city","property_type","price");--> statement-breakpoint
CREATE INDEX "property_images_property_id_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_model_amenities_amenity_id_idx" ON "property_model_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "property_model_images_property_model_id_idx" ON "property_model_images" USING btree ("property_model_id","position");--> statement-breakpoint
CREATE INDEX "property_models_project_id_idx" ON "property_models" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));