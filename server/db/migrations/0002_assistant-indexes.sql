CREATE SEQUENCE "public"."inventory_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE INDEX "properties_available_updated_idx" ON "properties" USING btree ("updated_at" DESC NULLS LAST) WHERE "properties"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "properties_available_city_updated_idx" ON "properties" USING btree ("city","updated_at" DESC NULLS LAST) WHERE "properties"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "properties_available_neighborhood_idx" ON "properties" USING btree ("neighborhood") WHERE "properties"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "properties_rented_city_type_idx" ON "properties" USING btree ("city","property_type") WHERE "properties"."status" = 'RENTED' and "properties"."monthly_rent" is not null;