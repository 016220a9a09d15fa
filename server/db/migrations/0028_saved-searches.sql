-- Saved searches of the public chat (issue 30 item 4). A visitor leaves an e-mail and the filters the assistant
-- understood; nothing is sent about it until the address is confirmed from the e-mailed link (double opt-in). Only
-- the hashes of the links' tokens are kept. The proof of the holder's authorisation (Habeas Data) lives in the row:
-- when, the channel, the address the server saw and the version and hash of the platform's policy accepted.
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"slots" jsonb NOT NULL,
	"excluded" jsonb NOT NULL,
	"summary" varchar(500) NOT NULL,
	"language" varchar(2) DEFAULT 'es' NOT NULL,
	"confirm_token_sha256" char(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"watch_from" timestamp with time zone,
	"last_alert_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"consent_given_at" timestamp with time zone NOT NULL,
	"consent_channel" varchar(30) NOT NULL,
	"consent_ip_address" varchar(64),
	"consent_policy_version" integer NOT NULL,
	"consent_policy_sha256" char(64) NOT NULL,
	CONSTRAINT "saved_searches_language_check" CHECK ("saved_searches"."language" IN ('es', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_confirm_token_sha256_key" ON "saved_searches" USING btree ("confirm_token_sha256");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
-- The alert sweep reads only the searches that are confirmed and still wanted.
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("last_alert_at") WHERE "confirmed_at" IS NOT NULL AND "unsubscribed_at" IS NULL;
--> statement-breakpoint
-- One row per alert e-mail: its unsubscribe link's token hash, so every mail's link keeps working.
CREATE TABLE "saved_search_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"saved_search_id" integer NOT NULL,
	"unsubscribe_token_sha256" char(64) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_unsubscribe_token_sha256_key" ON "saved_search_alerts" USING btree ("unsubscribe_token_sha256");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_saved_search_id_idx" ON "saved_search_alerts" USING btree ("saved_search_id");
--> statement-breakpoint
-- The listings a search was already told about: never the same one twice.
CREATE TABLE "saved_search_listings" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "saved_search_listings_pkey" PRIMARY KEY ("saved_search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_listings" ADD CONSTRAINT "saved_search_listings_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_listings" ADD CONSTRAINT "saved_search_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
