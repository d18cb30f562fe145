CREATE SEQUENCE "public"."batch_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"entity" varchar(30) NOT NULL,
	"entity_id" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20),
	"reason" text,
	"data" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_no" varchar(30) NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_proxy" char(1) DEFAULT 'N' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_id" integer
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"rcv_transaction_id" integer,
	"po_header_id" integer,
	"po_line_id" integer,
	"po_number" varchar(30),
	"po_line_num" integer,
	"shipment_header_id" integer,
	"shipment_line_id" integer,
	"item_description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2) NOT NULL,
	"vat_code" varchar(30),
	"vat_rate" numeric(7, 4),
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"wht_code" varchar(30),
	"coa_id" integer,
	"category_detail_id" integer,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_no" varchar(60) NOT NULL,
	"invoice_date" date,
	"gl_date" date,
	"tax_no" varchar(30),
	"tax_no_digits" varchar(20),
	"tax_date" date,
	"description" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"invoice_type" varchar(20) DEFAULT '' NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_name" varchar(240) NOT NULL,
	"vendor_site_id" integer,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"batch_id" integer,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"invoice_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pph_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"service_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"pph_code" varchar(30),
	"tax_rate" numeric(7, 4),
	"bank_account_id" integer,
	"payment_method" varchar(30),
	"term_id" integer,
	"pay_group" varchar(30),
	"ccid" integer,
	"cost_center" varchar(20),
	"category_id" integer,
	"mapping_id" integer,
	"reference_number" varchar(60),
	"verification" varchar(20),
	"verified_at" timestamp with time zone,
	"reason" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(200) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(20) DEFAULT 'notification' NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"instance" varchar(20) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pic_vendor_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pic_vendor_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_code" varchar(30) NOT NULL,
	"page_no" integer NOT NULL,
	CONSTRAINT "role_menus_role_code_page_no_pk" PRIMARY KEY("role_code","page_no")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"instance" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_vendor_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_vendor_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"email" varchar(200),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"type_user" varchar(10) NOT NULL,
	"role_code" varchar(30) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"user_code" varchar(50),
	"email" varchar(200),
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"start_date" date,
	"end_date" date,
	"vendor_id" integer,
	"default_org_id" integer,
	"default_instance" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_category_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_category_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"finance_user_id" integer,
	"recommender_user_id" integer,
	"vendor_id" integer NOT NULL,
	"cost_center" varchar(20),
	"vendor_site_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_details" ADD CONSTRAINT "category_details_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pic_vendor_mappings" ADD CONSTRAINT "pic_vendor_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vendor_mappings" ADD CONSTRAINT "user_vendor_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_category_mappings" ADD CONSTRAINT "vendor_category_mappings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_category_mappings" ADD CONSTRAINT "vendor_category_mappings_finance_user_id_users_id_fk" FOREIGN KEY ("finance_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_category_mappings" ADD CONSTRAINT "vendor_category_mappings_recommender_user_id_users_id_fk" FOREIGN KEY ("recommender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_no_uq" ON "batches" USING btree ("instance","org_id","batch_no");--> statement-breakpoint
CREATE INDEX "batches_vendor_idx" ON "batches" USING btree ("vendor_id","instance","created_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_rcv_idx" ON "invoice_lines" USING btree ("rcv_transaction_id");--> statement-breakpoint
CREATE INDEX "invoices_vendor_created_idx" ON "invoices" USING btree ("vendor_id","instance","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("instance","org_id","status");--> statement-breakpoint
CREATE INDEX "invoices_batch_idx" ON "invoices" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_no_uq" ON "invoices" USING btree ("instance","vendor_id",upper("invoice_no"));--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "pic_vendor_mappings_user_idx" ON "pic_vendor_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_vendor_mappings_uq" ON "user_vendor_mappings" USING btree ("user_id","vendor_id","org_id","instance");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));