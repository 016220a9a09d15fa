-- A chat question's matches are first collected, at most the count's cap + 1, from the search index (ADR 0071):
-- with the listings' order after the filters' columns, the pool of a question with few matches is the newest of
-- them, sorted from this index alone, instead of a scan of a whole city's listings newest first.
DROP INDEX "properties_public_search_idx";--> statement-breakpoint
CREATE INDEX "properties_public_search_idx" ON "properties" USING btree ("city","property_type","bedrooms","price","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."public_listing";
