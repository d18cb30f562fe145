CREATE TABLE "duplicate_clearances" (
	"invoice_id" integer NOT NULL,
	"other_invoice_id" integer NOT NULL,
	"note" text,
	"cleared_by" integer,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_clearances_invoice_id_other_invoice_id_pk" PRIMARY KEY("invoice_id","other_invoice_id"),
	CONSTRAINT "duplicate_clearances_order_ck" CHECK ("duplicate_clearances"."invoice_id" < "duplicate_clearances"."other_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "faktur_checks" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"invoice_id" integer,
	"verdict" varchar(12) NOT NULL,
	"findings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_registrations" (
	"instance" varchar(20) NOT NULL,
	"party_kind" varchar(10) NOT NULL,
	"party_id" integer NOT NULL,
	"npwp" char(16),
	"nitku" char(22),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_registrations_instance_party_kind_party_id_pk" PRIMARY KEY("instance","party_kind","party_id"),
	CONSTRAINT "tax_registrations_kind_ck" CHECK ("tax_registrations"."party_kind" in ('SUPPLIER', 'COMPANY')),
	CONSTRAINT "tax_registrations_npwp_ck" CHECK ("tax_registrations"."npwp" ~ '^[0-9]{16}$'),
	CONSTRAINT "tax_registrations_nitku_ck" CHECK ("tax_registrations"."nitku" ~ '^[0-9]{22}$')
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "content_sha256" char(64);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "e_meterai_serial" varchar(22);--> statement-breakpoint
ALTER TABLE "duplicate_clearances" ADD CONSTRAINT "duplicate_clearances_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_clearances" ADD CONSTRAINT "duplicate_clearances_other_invoice_id_invoices_id_fk" FOREIGN KEY ("other_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_clearances" ADD CONSTRAINT "duplicate_clearances_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faktur_checks" ADD CONSTRAINT "faktur_checks_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faktur_checks" ADD CONSTRAINT "faktur_checks_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_registrations" ADD CONSTRAINT "tax_registrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faktur_checks_invoice_idx" ON "faktur_checks" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "attachments_content_sha256_idx" ON "attachments" USING btree ("content_sha256");