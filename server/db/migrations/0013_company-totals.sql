CREATE TABLE "company_totals" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"properties" bigint DEFAULT 0 NOT NULL,
	"available_properties" bigint DEFAULT 0 NOT NULL,
	"active_projects" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_totals" ADD CONSTRAINT "company_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A company's page totals and dashboard counts are kept here instead of counted on every view (ADR 0037). Statement
-- triggers with transition tables, grouped by company: a bulk insert is one update per company. Additions upsert
-- (the company exists: the row that adds references it); removals only update, since what they remove was counted
-- in the company's row when it was added or by the fill below.
INSERT INTO "company_totals" ("company_id", "properties", "available_properties", "active_projects")
  SELECT c."id",
    (SELECT count(*) FROM "properties" p WHERE p."company_id" = c."id"),
    (SELECT count(*) FROM "properties" p WHERE p."company_id" = c."id" AND p."status" = 'AVAILABLE'),
    (SELECT count(*) FROM "projects" pr WHERE pr."company_id" = c."id" AND pr."status" = 'ACTIVE')
  FROM "companies" c;
--> statement-breakpoint
CREATE FUNCTION "company_totals_properties_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_totals" AS t ("company_id", "properties", "available_properties")
    SELECT "company_id", count(*), count(*) FILTER (WHERE "status" = 'AVAILABLE') FROM added GROUP BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "properties" = t."properties" + excluded."properties",
      "available_properties" = t."available_properties" + excluded."available_properties";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_properties_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_totals" AS t SET
    "properties" = t."properties" - r.n,
    "available_properties" = t."available_properties" - r.available
  FROM (
    SELECT "company_id", count(*) AS n, count(*) FILTER (WHERE "status" = 'AVAILABLE') AS available
    FROM removed GROUP BY "company_id"
  ) AS r
  WHERE t."company_id" = r."company_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_properties_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the statement moved, per company: aggregates over each transition table, never a join of the two (which
  -- has no statistics, and a nested loop over 90 000 rows took minutes). Edits that move no figure (a price, a
  -- description) leave no delta and do not touch, or lock, a totals row.
  INSERT INTO "company_totals" AS t ("company_id", "properties", "available_properties")
    SELECT "company_id", sum(n), sum(available) FROM (
      SELECT "company_id", 1 AS n, ("status" = 'AVAILABLE')::int AS available FROM added
      UNION ALL
      SELECT "company_id", -1, -("status" = 'AVAILABLE')::int FROM removed
    ) AS moves
    GROUP BY "company_id" HAVING sum(n) <> 0 OR sum(available) <> 0
    ON CONFLICT ("company_id") DO UPDATE SET
      "properties" = t."properties" + excluded."properties",
      "available_properties" = t."available_properties" + excluded."available_properties";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_properties_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_totals" SET "properties" = 0, "available_properties" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_projects_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_totals" AS t ("company_id", "active_projects")
    SELECT "company_id", count(*) FROM added WHERE "status" = 'ACTIVE' GROUP BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "active_projects" = t."active_projects" + excluded."active_projects";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_projects_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_totals" AS t SET "active_projects" = t."active_projects" - r.n
  FROM (SELECT "company_id", count(*) AS n FROM removed WHERE "status" = 'ACTIVE' GROUP BY "company_id") AS r
  WHERE t."company_id" = r."company_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_projects_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_totals" AS t ("company_id", "active_projects")
    SELECT "company_id", sum(n) FROM (
      SELECT "company_id", 1 AS n FROM added WHERE "status" = 'ACTIVE'
      UNION ALL
      SELECT "company_id", -1 FROM removed WHERE "status" = 'ACTIVE'
    ) AS moves
    GROUP BY "company_id" HAVING sum(n) <> 0
    ON CONFLICT ("company_id") DO UPDATE SET "active_projects" = t."active_projects" + excluded."active_projects";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "company_totals_projects_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "company_totals" SET "active_projects" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_company_totals_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_properties_added"();
--> statement-breakpoint
CREATE TRIGGER "properties_company_totals_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_properties_removed"();
--> statement-breakpoint
CREATE TRIGGER "properties_company_totals_update" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_properties_changed"();
--> statement-breakpoint
CREATE TRIGGER "properties_company_totals_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_properties_truncated"();
--> statement-breakpoint
CREATE TRIGGER "projects_company_totals_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_projects_added"();
--> statement-breakpoint
CREATE TRIGGER "projects_company_totals_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_projects_removed"();
--> statement-breakpoint
CREATE TRIGGER "projects_company_totals_update" AFTER UPDATE ON "projects"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_projects_changed"();
--> statement-breakpoint
CREATE TRIGGER "projects_company_totals_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "company_totals_projects_truncated"();
