CREATE TABLE "invoice_intakes" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"format" varchar(10) NOT NULL,
	"document_id" varchar(200) NOT NULL,
	"issue_date" date,
	"sender_endpoint_id" varchar(200),
	"sender_endpoint_scheme" varchar(10),
	"attachment_id" integer,
	"received_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_intakes_format_ck" CHECK ("invoice_intakes"."format" in ('UBL', 'FACTURX'))
);
--> statement-breakpoint
CREATE TABLE "match_tolerances" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"price_pct" numeric(7, 3),
	"quantity_pct" numeric(7, 3),
	"qty_received_pct" numeric(7, 3),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_tolerances_instance_org_id_pk" PRIMARY KEY("instance","org_id"),
	CONSTRAINT "match_tolerances_range_ck" CHECK ("match_tolerances"."price_pct" between 0 and 1000 and "match_tolerances"."quantity_pct" between 0 and 1000 and "match_tolerances"."qty_received_pct" between 0 and 1000)
);
--> statement-breakpoint
ALTER TABLE "invoice_intakes" ADD CONSTRAINT "invoice_intakes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_intakes" ADD CONSTRAINT "invoice_intakes_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_intakes" ADD CONSTRAINT "invoice_intakes_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tolerances" ADD CONSTRAINT "match_tolerances_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;