-- The investor assistant caches replies per inventory version. Any write that can change what it would answer
-- (a listing, its project, their pictures, the owning company's name) bumps inventory_version_seq once per
-- statement, so reading the version is one cheap query and no cached reply outlives the data it was built from.
CREATE FUNCTION "bump_inventory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('inventory_version_seq');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
--> statement-breakpoint
CREATE TRIGGER "projects_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
--> statement-breakpoint
CREATE TRIGGER "property_images_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
--> statement-breakpoint
CREATE TRIGGER "project_images_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
--> statement-breakpoint
CREATE TRIGGER "property_model_images_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_model_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
--> statement-breakpoint
CREATE TRIGGER "companies_inventory_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_inventory_version"();
