-- A quote's history is the entries of its lead's history that are about it: they name the quote by its id instead
-- of being found by the text of their description (a quote's page read every entry whose words began with its
-- number). A quote deleted leaves its entries in the lead's history, no longer tied to it.
ALTER TABLE "lead_events" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_quote_id_idx" ON "lead_events" USING btree ("quote_id") WHERE "lead_events"."quote_id" is not null;--> statement-breakpoint
-- The entries written before: every quote event's text began with 'Cotización #<id>' followed by a space, a colon
-- or a comma. An entry is tied only when that quote exists and belongs to the same lead; anything else stays untied.
-- The type is compared as text: on a new database every migration runs in one transaction, and PostgreSQL refuses
-- an enum value added in that same transaction ('quote', migration 0015) as a literal.
UPDATE "lead_events" AS e SET "quote_id" = q."id"
  FROM "quotes" AS q
  WHERE e."type"::text = 'quote'
    AND e."description" ~ '^Cotización #[0-9]{1,9}[^0-9]'
    AND q."id" = substring(e."description" from '^Cotización #([0-9]{1,9})[^0-9]')::integer
    AND q."lead_id" = e."lead_id";
