CREATE TABLE "rate_limit_buckets" (
	"scope" text NOT NULL,
	"client" text NOT NULL,
	"tokens" double precision NOT NULL,
	"allowed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY("scope","client")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_scope_updated_at_idx" ON "rate_limit_buckets" USING btree ("scope","updated_at");