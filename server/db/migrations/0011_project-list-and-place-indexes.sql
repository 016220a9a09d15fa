DROP INDEX "projects_company_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "projects_company_id_created_at_id_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_company_id_status_idx" ON "projects" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "projects_places_idx" ON "projects" USING btree (coalesce("city", ''),coalesce("department", ''),coalesce("neighborhood", ''));--> statement-breakpoint
CREATE INDEX "properties_places_idx" ON "properties" USING btree (coalesce("city", ''),coalesce("department", ''),coalesce("neighborhood", ''));