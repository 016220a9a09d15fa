-- Whether a listing is public (server/assistant/visibility.ts, PUBLIC_LISTING) is kept on the listing itself, so a
-- chat search reads no project to know it (ADR 0057). Every condition below is that rule's text, verbatim: a test
-- reads this file for it, and another compares the flag with the rule after every kind of change.
ALTER TABLE "properties" ADD COLUMN "public_listing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "properties" AS target SET "public_listing" = true
  FROM (
    SELECT p."id" FROM "properties" p LEFT JOIN "projects" pr ON pr."id" = p."project_id"
    WHERE (p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED')))
  ) AS public_ones
  WHERE target."id" = public_ones."id";
--> statement-breakpoint
-- A listing written (inserted, its status or project changed, or the flag itself set by hand) gets the rule's
-- answer for its row and its project as they are now.
CREATE FUNCTION "properties_public_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT (p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED')))
    INTO NEW."public_listing"
    FROM (SELECT NEW."status", NEW."project_id") AS p ("status", "project_id")
    LEFT JOIN "projects" pr ON pr."id" = p."project_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_public_listing" BEFORE INSERT OR UPDATE OF "status", "project_id", "public_listing"
  ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_public_listing"();
--> statement-breakpoint
-- A project published, drafted, cancelled or completed: its units follow. Only the units whose answer changes are
-- written. A project cannot be deleted while it has units (the foreign key restricts), and a new one has none.
CREATE FUNCTION "projects_public_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "properties" AS p
    SET "public_listing" = (p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED')))
    FROM "projects" AS pr
    WHERE pr."id" = NEW."id" AND p."project_id" = pr."id"
      AND p."public_listing" IS DISTINCT FROM
        (p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED')));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_public_listings" AFTER UPDATE OF "status" ON "projects" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "projects_public_listings"();
--> statement-breakpoint
-- The chat's reads, on the public listings only: the candidates newest first (in all the country, a city or a
-- neighbourhood) stop at the pool's size, and the count of a question's matches reads the index alone for the
-- usual filters (city, type, bedrooms, price). They replace the indexes on the available listings.
DROP INDEX "properties_available_updated_idx";--> statement-breakpoint
DROP INDEX "properties_available_city_updated_idx";--> statement-breakpoint
DROP INDEX "properties_available_neighborhood_idx";--> statement-breakpoint
CREATE INDEX "properties_public_updated_idx" ON "properties" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."public_listing";--> statement-breakpoint
CREATE INDEX "properties_public_city_updated_idx" ON "properties" USING btree ("city","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."public_listing";--> statement-breakpoint
CREATE INDEX "properties_public_neighborhood_updated_idx" ON "properties" USING btree ("neighborhood","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "properties"."public_listing";--> statement-breakpoint
CREATE INDEX "properties_public_search_idx" ON "properties" USING btree ("city","property_type","bedrooms","price") WHERE "properties"."public_listing";--> statement-breakpoint
-- The rent comparables a new question's ranking reads (up to 2 001 rented listings of its city and type) come from
-- this index alone instead of a page of the table and a project each.
DROP INDEX "properties_rented_city_type_idx";--> statement-breakpoint
CREATE INDEX "properties_rented_comparables_idx" ON "properties" USING btree ("city","property_type","neighborhood","id","project_id","monthly_rent","price") WHERE "properties"."status" = 'RENTED' and "properties"."monthly_rent" is not null;
