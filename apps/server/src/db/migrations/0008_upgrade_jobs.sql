CREATE TABLE "upgrade_jobs" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
-- Invoices saved before likely-duplicate detection (0007) were never compared with each other: the server looks at every one once.
INSERT INTO "upgrade_jobs" ("name") VALUES ('rescan-likely-duplicates');