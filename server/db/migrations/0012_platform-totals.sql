CREATE TABLE "platform_country_totals" (
	"country_code" char(2) PRIMARY KEY NOT NULL,
	"companies" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"companies" bigint NOT NULL,
	"verified_companies" bigint NOT NULL,
	"projects" bigint NOT NULL,
	CONSTRAINT "platform_totals_one_row_check" CHECK ("platform_totals"."id")
);
--> statement-breakpoint
-- The admin companies page's platform figures are kept here instead of counted on every view. Statement triggers
-- with transition tables: a bulk insert of 100 000 projects is one update.
-- Writers of companies and projects queue on this one row until they commit, which the portal's rate of company
-- and project creation allows.
INSERT INTO "platform_totals" ("id", "companies", "verified_companies", "projects")
  SELECT true, (SELECT count(*) FROM "companies"), (SELECT count(*) FROM "companies" WHERE "verified"),
    (SELECT count(*) FROM "projects");
--> statement-breakpoint
INSERT INTO "platform_country_totals" ("country_code", "companies")
  SELECT "country_code", count(*) FROM "companies" GROUP BY "country_code";
--> statement-breakpoint
CREATE FUNCTION "platform_totals_companies_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET
    "companies" = "companies" + (SELECT count(*) FROM added),
    "verified_companies" = "verified_companies" + (SELECT count(*) FROM added WHERE "verified");
  INSERT INTO "platform_country_totals" AS t ("country_code", "companies")
    SELECT "country_code", count(*) FROM added GROUP BY "country_code"
    ON CONFLICT ("country_code") DO UPDATE SET "companies" = t."companies" + excluded."companies";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_companies_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET
    "companies" = "companies" - (SELECT count(*) FROM removed),
    "verified_companies" = "verified_companies" - (SELECT count(*) FROM removed WHERE "verified");
  UPDATE "platform_country_totals" AS t SET "companies" = t."companies" - r.n
    FROM (SELECT "country_code", count(*) AS n FROM removed GROUP BY "country_code") AS r
    WHERE t."country_code" = r."country_code";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  verified_delta bigint := (SELECT count(*) FROM added WHERE "verified") - (SELECT count(*) FROM removed WHERE "verified");
BEGIN
  -- Aggregates over each transition table, never a join of the two (no statistics: a nested loop). Most edits
  -- change neither figure and leave the rows alone (and unlocked).
  IF verified_delta <> 0 THEN
    UPDATE "platform_totals" SET "verified_companies" = "verified_companies" + verified_delta;
  END IF;
  INSERT INTO "platform_country_totals" AS t ("country_code", "companies")
    SELECT "country_code", sum(n) FROM (
      SELECT "country_code", 1 AS n FROM added UNION ALL SELECT "country_code", -1 FROM removed
    ) AS moves GROUP BY "country_code" HAVING sum(n) <> 0
    ON CONFLICT ("country_code") DO UPDATE SET "companies" = t."companies" + excluded."companies";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_companies_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET "companies" = 0, "verified_companies" = 0;
  DELETE FROM "platform_country_totals";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_projects_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET "projects" = "projects" + (SELECT count(*) FROM added);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_projects_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET "projects" = "projects" - (SELECT count(*) FROM removed);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "platform_totals_projects_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "platform_totals" SET "projects" = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_platform_totals_insert" AFTER INSERT ON "companies"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_companies_added"();
--> statement-breakpoint
CREATE TRIGGER "companies_platform_totals_delete" AFTER DELETE ON "companies"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_companies_removed"();
--> statement-breakpoint
CREATE TRIGGER "companies_platform_totals_update" AFTER UPDATE ON "companies"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_companies_changed"();
--> statement-breakpoint
CREATE TRIGGER "companies_platform_totals_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_companies_truncated"();
--> statement-breakpoint
CREATE TRIGGER "projects_platform_totals_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_projects_added"();
--> statement-breakpoint
CREATE TRIGGER "projects_platform_totals_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_projects_removed"();
--> statement-breakpoint
CREATE TRIGGER "projects_platform_totals_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "platform_totals_projects_truncated"();
