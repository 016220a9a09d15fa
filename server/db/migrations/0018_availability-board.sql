-- The availability board groups a project's units by tower (or block) and floor; a project without towers leaves
-- it empty.
ALTER TABLE "properties" ADD COLUMN "tower" varchar(60);--> statement-breakpoint
CREATE INDEX "properties_project_id_tower_floor_idx" ON "properties" USING btree ("project_id","tower","floor_number");--> statement-breakpoint
-- Every change of a unit's status, by whom, when and why. A trigger writes it, so no writer (an edit, a block, a
-- reservation, an expiry run by the job queue) can change a status without leaving its entry; the writer names
-- itself and its reason in the transaction's settings `inbest.actor_id` and `inbest.status_reason`.
CREATE TABLE "property_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"from_status" "property_status",
	"to_status" "property_status" NOT NULL,
	"reason" varchar(500),
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_status_events" ADD CONSTRAINT "property_status_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_status_events" ADD CONSTRAINT "property_status_events_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_status_events_property_id_idx" ON "property_status_events" USING btree ("property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE FUNCTION "property_status_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "property_status_events" ("property_id", "from_status", "to_status", "reason", "changed_by")
	VALUES (
		NEW."id",
		OLD."status",
		NEW."status",
		nullif(current_setting('inbest.status_reason', true), ''),
		nullif(current_setting('inbest.actor_id', true), '')::integer
	);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_status_event" AFTER UPDATE OF "status" ON "properties"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "property_status_event"();
