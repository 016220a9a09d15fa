-- A chat question's pool (the 150 most recently updated public listings that meet its filters) and its count (at
-- most 1 001 matches) are chosen from the public listings' indexes alone (ADR 0063): after the order they hold every
-- column the usual filters read (place, type, rooms, bathrooms, price, area, parking), so a listing the filters
-- reject costs a few bytes of an index page instead of a page of the table, and only the chosen rows are read.
-- Same names and order as the indexes of migration 0029 they replace.
DROP INDEX "properties_public_updated_idx";--> statement-breakpoint
DROP INDEX "properties_public_city_updated_idx";--> statement-breakpoint
DROP INDEX "properties_public_neighborhood_updated_idx";--> statement-breakpoint
CREATE INDEX "properties_public_updated_idx" ON "properties" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"city","department","neighborhood","property_type","bedrooms","bathrooms","price","area","parking_spaces") WHERE "properties"."public_listing";--> statement-breakpoint
CREATE INDEX "properties_public_city_updated_idx" ON "properties" USING btree ("city","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"department","neighborhood","property_type","bedrooms","bathrooms","price","area","parking_spaces") WHERE "properties"."public_listing";--> statement-breakpoint
CREATE INDEX "properties_public_neighborhood_updated_idx" ON "properties" USING btree ("neighborhood","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"city","department","property_type","bedrooms","bathrooms","price","area","parking_spaces") WHERE "properties"."public_listing";
