DROP INDEX "properties_company_id_idx";--> statement-breakpoint
DROP INDEX "properties_project_id_idx";--> statement-breakpoint
CREATE INDEX "properties_company_id_created_at_idx" ON "properties" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_company_id_status_idx" ON "properties" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "properties_project_id_name_idx" ON "properties" USING btree ("project_id","name","id");