CREATE TABLE "duplicate_suspects" (
	"invoice_id" integer NOT NULL,
	"other_invoice_id" integer NOT NULL,
	"criteria" varchar(40) NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_suspects_invoice_id_other_invoice_id_pk" PRIMARY KEY("invoice_id","other_invoice_id"),
	CONSTRAINT "duplicate_suspects_order_ck" CHECK ("duplicate_suspects"."invoice_id" < "duplicate_suspects"."other_invoice_id")
);
--> statement-breakpoint
ALTER TABLE "duplicate_suspects" ADD CONSTRAINT "duplicate_suspects_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_suspects" ADD CONSTRAINT "duplicate_suspects_other_invoice_id_invoices_id_fk" FOREIGN KEY ("other_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_suspects_newer_idx" ON "duplicate_suspects" USING btree ("other_invoice_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_no_key_idx" ON "invoices" USING btree ("instance","org_id",regexp_replace(translate("invoice_no", 'abcdefghijklmnopqrstuvwxyzO -', 'ABCDEFGHIJKLMN0PQRSTUVWXYZ0'), '(^|[^0-9])0+', '\1', 'g'));