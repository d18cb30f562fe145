CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer,
	"uploaded_by" integer NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"stored_name" varchar(80) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"kind" varchar(20) DEFAULT 'invoice' NOT NULL,
	"debit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "batch_counters" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "batch_counters_instance_org_id_pk" PRIMARY KEY("instance","org_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_no" varchar(30) NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_name" varchar(240) DEFAULT '' NOT NULL,
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
	"receipt_num" varchar(30),
	"receipt_date" date,
	"item_code" varchar(40),
	"uom" varchar(25),
	"item_description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 3),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2) NOT NULL,
	"vat_code" varchar(30),
	"vat_rate" numeric(7, 4),
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"wht_code" varchar(30),
	"wht_rate" numeric(7, 4),
	"wht_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
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
	"service_charge" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "erp_accounts" (
	"instance" varchar(20) NOT NULL,
	"code_combination_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"segments" varchar(100) NOT NULL,
	"cost_center" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"enabled" varchar(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "erp_accounts_instance_code_combination_id_pk" PRIMARY KEY("instance","code_combination_id")
);
--> statement-breakpoint
CREATE TABLE "erp_ap_invoice_lines" (
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rcv_transaction_id" integer,
	"quantity" numeric(18, 3),
	"code_combination_id" integer,
	"vat_code" varchar(30),
	CONSTRAINT "erp_ap_invoice_lines_instance_invoice_id_line_num_pk" PRIMARY KEY("instance","invoice_id","line_num")
);
--> statement-breakpoint
CREATE TABLE "erp_ap_invoices" (
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "erp_ap_invoices_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 50000000 CACHE 1),
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_site_id" integer,
	"invoice_num" varchar(60) NOT NULL,
	"invoice_date" date NOT NULL,
	"gl_date" date,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"invoice_amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"amount_paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"term_id" integer,
	"terms_date" date,
	"payment_method" varchar(30),
	"exchange_date" date,
	"source" varchar(20) DEFAULT 'MANUAL' NOT NULL,
	"portal_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_ap_invoices_instance_invoice_id_pk" PRIMARY KEY("instance","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "erp_awb_lines" (
	"instance" varchar(20) NOT NULL,
	"awb_line_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"branch" varchar(100) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"periode" varchar(7) NOT NULL,
	"awb" varchar(40) NOT NULL,
	"awb_vendor" varchar(40),
	"customer" varchar(240) NOT NULL,
	"service" varchar(40) NOT NULL,
	"charge" varchar(10) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"rate_vendor" numeric(18, 2) NOT NULL,
	"rate_company" numeric(18, 2) NOT NULL,
	"total_company" numeric(18, 2) NOT NULL,
	"ship_date" date NOT NULL,
	CONSTRAINT "erp_awb_lines_instance_awb_line_id_pk" PRIMARY KEY("instance","awb_line_id")
);
--> statement-breakpoint
CREATE TABLE "erp_cost_centers" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "erp_cost_centers_instance_org_id_code_pk" PRIMARY KEY("instance","org_id","code")
);
--> statement-breakpoint
CREATE TABLE "erp_currencies" (
	"instance" varchar(20) NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" varchar(60) NOT NULL,
	"enabled" varchar(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "erp_currencies_instance_code_pk" PRIMARY KEY("instance","code")
);
--> statement-breakpoint
CREATE TABLE "erp_debit_note_lines" (
	"instance" varchar(20) NOT NULL,
	"debit_note_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"item_description" text NOT NULL,
	"uom" varchar(10) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "erp_debit_note_lines_instance_debit_note_id_line_number_pk" PRIMARY KEY("instance","debit_note_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "erp_debit_notes" (
	"instance" varchar(20) NOT NULL,
	"debit_note_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "erp_debit_notes_debit_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 50000000 CACHE 1),
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"dn_no" varchar(60) NOT NULL,
	"dn_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"source" varchar(20) DEFAULT 'MANUAL' NOT NULL,
	"portal_debit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_debit_notes_instance_debit_note_id_pk" PRIMARY KEY("instance","debit_note_id")
);
--> statement-breakpoint
CREATE TABLE "erp_freight_branches" (
	"instance" varchar(20) NOT NULL,
	"vendor_id" integer NOT NULL,
	"branch_org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "erp_freight_branches_instance_vendor_id_branch_org_id_pk" PRIMARY KEY("instance","vendor_id","branch_org_id")
);
--> statement-breakpoint
CREATE TABLE "erp_instances" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_invoice_payments" (
	"instance" varchar(20) NOT NULL,
	"check_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_num" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "erp_invoice_payments_instance_check_id_invoice_id_payment_num_pk" PRIMARY KEY("instance","check_id","invoice_id","payment_num")
);
--> statement-breakpoint
CREATE TABLE "erp_items" (
	"instance" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"item_code" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"uom" varchar(10) NOT NULL,
	CONSTRAINT "erp_items_instance_item_id_pk" PRIMARY KEY("instance","item_id")
);
--> statement-breakpoint
CREATE TABLE "erp_organizations" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(240) NOT NULL,
	"short_code" varchar(30) NOT NULL,
	"logo_path" varchar(300),
	CONSTRAINT "erp_organizations_instance_org_id_pk" PRIMARY KEY("instance","org_id")
);
--> statement-breakpoint
CREATE TABLE "erp_pay_groups" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "erp_pay_groups_instance_org_id_code_pk" PRIMARY KEY("instance","org_id","code")
);
--> statement-breakpoint
CREATE TABLE "erp_payment_methods" (
	"instance" varchar(20) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "erp_payment_methods_instance_code_pk" PRIMARY KEY("instance","code")
);
--> statement-breakpoint
CREATE TABLE "erp_payment_schedules" (
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer NOT NULL,
	"payment_num" integer NOT NULL,
	"due_date" date NOT NULL,
	"gross_amount" numeric(18, 2) NOT NULL,
	"amount_remaining" numeric(18, 2) NOT NULL,
	CONSTRAINT "erp_payment_schedules_instance_invoice_id_payment_num_pk" PRIMARY KEY("instance","invoice_id","payment_num")
);
--> statement-breakpoint
CREATE TABLE "erp_payments" (
	"instance" varchar(20) NOT NULL,
	"check_id" integer NOT NULL,
	"check_num" varchar(30) NOT NULL,
	"check_date" date NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"exchange_date" date,
	"payment_method" varchar(30) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_account_num" varchar(40) NOT NULL,
	"bank_account_name" varchar(240) NOT NULL,
	CONSTRAINT "erp_payments_instance_check_id_pk" PRIMARY KEY("instance","check_id")
);
--> statement-breakpoint
CREATE TABLE "erp_po_distributions" (
	"instance" varchar(20) NOT NULL,
	"po_distribution_id" integer NOT NULL,
	"line_location_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"code_combination_id" integer,
	"quantity" numeric(18, 3) NOT NULL,
	CONSTRAINT "erp_po_distributions_instance_po_distribution_id_pk" PRIMARY KEY("instance","po_distribution_id")
);
--> statement-breakpoint
CREATE TABLE "erp_po_headers" (
	"instance" varchar(20) NOT NULL,
	"po_header_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_site_id" integer,
	"po_number" varchar(30) NOT NULL,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"creation_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'APPROVED' NOT NULL,
	CONSTRAINT "erp_po_headers_instance_po_header_id_pk" PRIMARY KEY("instance","po_header_id")
);
--> statement-breakpoint
CREATE TABLE "erp_po_line_locations" (
	"instance" varchar(20) NOT NULL,
	"line_location_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"shipment_num" integer NOT NULL,
	"ship_to_org_id" integer NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"need_by_date" date,
	CONSTRAINT "erp_po_line_locations_instance_line_location_id_pk" PRIMARY KEY("instance","line_location_id")
);
--> statement-breakpoint
CREATE TABLE "erp_po_lines" (
	"instance" varchar(20) NOT NULL,
	"po_line_id" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"item_id" integer,
	"item_description" text NOT NULL,
	"uom" varchar(10) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"vat_code" varchar(30),
	CONSTRAINT "erp_po_lines_instance_po_line_id_pk" PRIMARY KEY("instance","po_line_id")
);
--> statement-breakpoint
CREATE TABLE "erp_rcv_shipment_headers" (
	"instance" varchar(20) NOT NULL,
	"shipment_header_id" integer NOT NULL,
	"receipt_num" varchar(30) NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"shipped_date" date,
	"packing_slip" varchar(60),
	"waybill_num" varchar(60),
	CONSTRAINT "erp_rcv_shipment_headers_instance_shipment_header_id_pk" PRIMARY KEY("instance","shipment_header_id")
);
--> statement-breakpoint
CREATE TABLE "erp_rcv_shipment_lines" (
	"instance" varchar(20) NOT NULL,
	"shipment_line_id" integer NOT NULL,
	"shipment_header_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"line_location_id" integer NOT NULL,
	"quantity_shipped" numeric(18, 3) NOT NULL,
	"status_code" varchar(25) NOT NULL,
	CONSTRAINT "erp_rcv_shipment_lines_instance_shipment_line_id_pk" PRIMARY KEY("instance","shipment_line_id")
);
--> statement-breakpoint
CREATE TABLE "erp_rcv_transactions" (
	"instance" varchar(20) NOT NULL,
	"transaction_id" integer NOT NULL,
	"transaction_type" varchar(25) NOT NULL,
	"transaction_date" date NOT NULL,
	"parent_transaction_id" integer,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"shipment_header_id" integer NOT NULL,
	"shipment_line_id" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"line_location_id" integer NOT NULL,
	"po_distribution_id" integer,
	"quantity" numeric(18, 3) NOT NULL,
	"quantity_billed" numeric(18, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "erp_rcv_transactions_instance_transaction_id_pk" PRIMARY KEY("instance","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "erp_supplier_bank_accounts" (
	"instance" varchar(20) NOT NULL,
	"ext_bank_account_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer,
	"bank_name" varchar(100) NOT NULL,
	"account_num" varchar(40) NOT NULL,
	"account_name" varchar(240) NOT NULL,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	CONSTRAINT "erp_supplier_bank_accounts_instance_ext_bank_account_id_pk" PRIMARY KEY("instance","ext_bank_account_id")
);
--> statement-breakpoint
CREATE TABLE "erp_supplier_sites" (
	"instance" varchar(20) NOT NULL,
	"vendor_site_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"site_code" varchar(30) NOT NULL,
	"address" text,
	"payment_method" varchar(30),
	"inactive_date" date,
	CONSTRAINT "erp_supplier_sites_instance_vendor_site_id_pk" PRIMARY KEY("instance","vendor_site_id")
);
--> statement-breakpoint
CREATE TABLE "erp_suppliers" (
	"instance" varchar(20) NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_number" varchar(30) NOT NULL,
	"name" varchar(240) NOT NULL,
	"npwp" varchar(30),
	"email" varchar(200),
	"term_id" integer,
	"pay_group" varchar(30),
	"enabled" varchar(1) DEFAULT 'Y' NOT NULL,
	CONSTRAINT "erp_suppliers_instance_vendor_id_pk" PRIMARY KEY("instance","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "erp_tax_codes" (
	"instance" varchar(20) NOT NULL,
	"tax_code_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"kind" varchar(3) NOT NULL,
	"code" varchar(30) NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"description" text NOT NULL,
	"start_date" date,
	"end_date" date,
	CONSTRAINT "erp_tax_codes_instance_tax_code_id_pk" PRIMARY KEY("instance","tax_code_id")
);
--> statement-breakpoint
CREATE TABLE "erp_terms" (
	"instance" varchar(20) NOT NULL,
	"term_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"due_days" integer NOT NULL,
	CONSTRAINT "erp_terms_instance_term_id_pk" PRIMARY KEY("instance","term_id")
);
--> statement-breakpoint
CREATE TABLE "erp_travel_orders" (
	"travel_order_no" varchar(30) PRIMARY KEY NOT NULL,
	"supplier_name" varchar(240) NOT NULL,
	"guest_name" varchar(240) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer,
	"idempotency_key" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" varchar(64),
	"lease_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erp_ap_interface_rejections" (
	"instance" varchar(20) NOT NULL,
	"rejection_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "erp_ap_interface_rejections_rejection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_table" varchar(30) NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_number" integer,
	"reject_lookup_code" varchar(30) NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "erp_ap_interface_rejections_instance_rejection_id_pk" PRIMARY KEY("instance","rejection_id")
);
--> statement-breakpoint
CREATE TABLE "erp_ap_invoice_lines_interface" (
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"line_type_lookup_code" varchar(25) NOT NULL,
	"amount" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rcv_transaction_id" integer,
	"quantity_invoiced" varchar(40),
	"dist_code_combination_id" integer,
	"tax_classification_code" varchar(30),
	CONSTRAINT "erp_ap_invoice_lines_interface_instance_invoice_id_line_number_pk" PRIMARY KEY("instance","invoice_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "erp_ap_invoices_interface" (
	"instance" varchar(20) NOT NULL,
	"invoice_id" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "erp_ap_invoices_interface_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 70000000 CACHE 1),
	"reference_key1" varchar(64) NOT NULL,
	"source" varchar(30) NOT NULL,
	"group_id" varchar(80),
	"org_id" integer NOT NULL,
	"invoice_num" varchar(60) NOT NULL,
	"invoice_type_lookup_code" varchar(25) NOT NULL,
	"invoice_date" varchar(30) NOT NULL,
	"invoice_amount" varchar(40) NOT NULL,
	"invoice_currency_code" varchar(15) NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_site_id" integer,
	"gl_date" varchar(30),
	"terms_id" integer,
	"pay_group_lookup_code" varchar(30),
	"payment_method_code" varchar(30),
	"description" text DEFAULT '' NOT NULL,
	"portal_invoice_id" integer NOT NULL,
	"status" varchar(25),
	"created_invoice_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_ap_invoices_interface_instance_invoice_id_pk" PRIMARY KEY("instance","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "erp_gl_periods" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"period_name" varchar(15) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(1) NOT NULL,
	CONSTRAINT "erp_gl_periods_instance_org_id_period_name_pk" PRIMARY KEY("instance","org_id","period_name")
);
--> statement-breakpoint
CREATE TABLE "erp_sk_references" (
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"reference_number" varchar(60) NOT NULL,
	"description" varchar(240) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "erp_sk_references_instance_org_id_vendor_id_reference_number_pk" PRIMARY KEY("instance","org_id","vendor_id","reference_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_reimbursements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_reimbursements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"vendor_id" integer,
	"vendor_name" varchar(240) DEFAULT '' NOT NULL,
	"tax_no" varchar(30) NOT NULL,
	"tax_date" date NOT NULL,
	"tax_value" numeric(18, 2) NOT NULL,
	"coa_id" integer,
	"group_code" varchar(30) DEFAULT 'GENERAL' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_delegations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_delegations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delegator_user_id" integer NOT NULL,
	"substitute_user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_delegations_dates_ck" CHECK ("task_delegations"."end_date" >= "task_delegations"."start_date"),
	CONSTRAINT "task_delegations_not_self_ck" CHECK ("task_delegations"."delegator_user_id" <> "task_delegations"."substitute_user_id")
);
--> statement-breakpoint
CREATE TABLE "expedition_lines" (
	"instance" varchar(20) NOT NULL,
	"awb_line_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"reference" varchar(40) NOT NULL,
	"revised_quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"freight_charge" numeric(18, 2) NOT NULL,
	"packing" numeric(18, 2) NOT NULL,
	"inap" numeric(18, 2) NOT NULL,
	"bongkar_muat" numeric(18, 2) NOT NULL,
	"surcharge" numeric(18, 2) NOT NULL,
	"thr" numeric(18, 2) NOT NULL,
	"insentif" numeric(18, 2) NOT NULL,
	"lain" numeric(18, 2) NOT NULL,
	"total_charge" numeric(18, 2) NOT NULL,
	"invoice_no" varchar(50) NOT NULL,
	"invoice_date" date NOT NULL,
	"tax_no" varchar(30) NOT NULL,
	"tax_date" date NOT NULL,
	"status" varchar(12) DEFAULT 'SAVED' NOT NULL,
	"submission_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expedition_lines_instance_awb_line_id_pk" PRIMARY KEY("instance","awb_line_id")
);
--> statement-breakpoint
CREATE TABLE "expedition_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expedition_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"invoice_no" varchar(50) NOT NULL,
	"invoice_date" date NOT NULL,
	"tax_no" varchar(30) NOT NULL,
	"tax_date" date NOT NULL,
	"total_invoice" numeric(18, 2) NOT NULL,
	"total_quantity" numeric(18, 3) NOT NULL,
	"line_count" integer NOT NULL,
	"submitted_by" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expedition_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expedition_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"line_count" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_consents" (
	"company" varchar(32) PRIMARY KEY NOT NULL,
	"nonce_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_links" (
	"company" varchar(32) PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"sealed_tokens" text,
	"linked_by" integer,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drive_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drive_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"batch_no" varchar(30) NOT NULL,
	"org_id" integer NOT NULL,
	"instance" varchar(20) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"folder" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debit_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"debit_note_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"po_header_id" integer NOT NULL,
	"po_line_id" integer NOT NULL,
	"po_number" varchar(30) NOT NULL,
	"item_description" text NOT NULL,
	"uom" varchar(25) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instance" varchar(20) NOT NULL,
	"org_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_name" varchar(240) NOT NULL,
	"erp_debit_note_id" integer NOT NULL,
	"dn_no" varchar(60) NOT NULL,
	"dn_date" date NOT NULL,
	"extax_no" varchar(30),
	"extax_date" date,
	"description" text DEFAULT '' NOT NULL,
	"currency_code" varchar(3) DEFAULT 'IDR' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reimbursements" ADD CONSTRAINT "invoice_reimbursements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_delegations" ADD CONSTRAINT "task_delegations_delegator_user_id_users_id_fk" FOREIGN KEY ("delegator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_delegations" ADD CONSTRAINT "task_delegations_substitute_user_id_users_id_fk" FOREIGN KEY ("substitute_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_lines" ADD CONSTRAINT "expedition_lines_submission_id_expedition_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."expedition_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_lines" ADD CONSTRAINT "expedition_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_submissions" ADD CONSTRAINT "expedition_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expedition_uploads" ADD CONSTRAINT "expedition_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_consents" ADD CONSTRAINT "drive_consents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_links" ADD CONSTRAINT "drive_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_uploads" ADD CONSTRAINT "drive_uploads_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_note_lines" ADD CONSTRAINT "debit_note_lines_debit_note_id_debit_notes_id_fk" FOREIGN KEY ("debit_note_id") REFERENCES "public"."debit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_invoice_idx" ON "attachments" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_stored_uq" ON "attachments" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "attachments_debit_note_idx" ON "attachments" USING btree ("debit_note_id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "batches_no_uq" ON "batches" USING btree ("instance","org_id","batch_no");--> statement-breakpoint
CREATE INDEX "batches_vendor_idx" ON "batches" USING btree ("vendor_id","instance","org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "batches_created_idx" ON "batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_rcv_idx" ON "invoice_lines" USING btree ("rcv_transaction_id");--> statement-breakpoint
CREATE INDEX "invoices_vendor_created_idx" ON "invoices" USING btree ("vendor_id","instance","org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_created_idx" ON "invoices" USING btree ("instance","org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("instance","org_id","status");--> statement-breakpoint
CREATE INDEX "invoices_batch_idx" ON "invoices" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_vendor_no_uq" ON "invoices" USING btree ("instance","vendor_id",upper("invoice_no"));--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "pic_vendor_mappings_user_idx" ON "pic_vendor_mappings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_vendor_mappings_uq" ON "user_vendor_mappings" USING btree ("user_id","vendor_id","org_id","instance");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "erp_accounts_org_idx" ON "erp_accounts" USING btree ("instance","org_id","segments");--> statement-breakpoint
CREATE INDEX "erp_ap_invoice_lines_rcv_idx" ON "erp_ap_invoice_lines" USING btree ("instance","rcv_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_ap_invoices_vendor_num_uq" ON "erp_ap_invoices" USING btree ("instance","vendor_id",upper("invoice_num"));--> statement-breakpoint
CREATE UNIQUE INDEX "erp_ap_invoices_portal_uq" ON "erp_ap_invoices" USING btree ("instance","portal_invoice_id");--> statement-breakpoint
CREATE INDEX "erp_ap_invoices_vendor_date_idx" ON "erp_ap_invoices" USING btree ("instance","vendor_id","invoice_date");--> statement-breakpoint
CREATE INDEX "erp_awb_lines_vendor_date_idx" ON "erp_awb_lines" USING btree ("instance","vendor_id","ship_date");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_debit_notes_vendor_no_uq" ON "erp_debit_notes" USING btree ("instance","vendor_id",upper("dn_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "erp_debit_notes_portal_uq" ON "erp_debit_notes" USING btree ("instance","portal_debit_note_id");--> statement-breakpoint
CREATE INDEX "erp_debit_notes_vendor_idx" ON "erp_debit_notes" USING btree ("instance","vendor_id","org_id");--> statement-breakpoint
CREATE INDEX "erp_invoice_payments_inv_idx" ON "erp_invoice_payments" USING btree ("instance","invoice_id");--> statement-breakpoint
CREATE INDEX "erp_payments_vendor_idx" ON "erp_payments" USING btree ("instance","vendor_id","check_date");--> statement-breakpoint
CREATE INDEX "erp_po_headers_vendor_idx" ON "erp_po_headers" USING btree ("instance","vendor_id","org_id","po_number");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_po_headers_number_uq" ON "erp_po_headers" USING btree ("instance","org_id","po_number");--> statement-breakpoint
CREATE INDEX "erp_po_line_locations_line_idx" ON "erp_po_line_locations" USING btree ("instance","po_line_id");--> statement-breakpoint
CREATE INDEX "erp_po_lines_header_idx" ON "erp_po_lines" USING btree ("instance","po_header_id");--> statement-breakpoint
CREATE INDEX "erp_rcv_shipment_lines_po_idx" ON "erp_rcv_shipment_lines" USING btree ("instance","po_header_id");--> statement-breakpoint
CREATE INDEX "erp_rcv_tx_vendor_date_idx" ON "erp_rcv_transactions" USING btree ("instance","vendor_id","org_id","transaction_date","transaction_id");--> statement-breakpoint
CREATE INDEX "erp_rcv_tx_billable_idx" ON "erp_rcv_transactions" USING btree ("instance","vendor_id","org_id","transaction_date","transaction_id") WHERE "erp_rcv_transactions"."transaction_type" = 'RECEIVE' and "erp_rcv_transactions"."quantity" > "erp_rcv_transactions"."quantity_billed";--> statement-breakpoint
CREATE INDEX "erp_rcv_tx_parent_idx" ON "erp_rcv_transactions" USING btree ("instance","parent_transaction_id");--> statement-breakpoint
CREATE INDEX "erp_rcv_tx_po_idx" ON "erp_rcv_transactions" USING btree ("instance","po_header_id");--> statement-breakpoint
CREATE INDEX "erp_supplier_banks_vendor_idx" ON "erp_supplier_bank_accounts" USING btree ("instance","vendor_id");--> statement-breakpoint
CREATE INDEX "erp_supplier_sites_vendor_idx" ON "erp_supplier_sites" USING btree ("instance","vendor_id","org_id");--> statement-breakpoint
CREATE INDEX "erp_supplier_sites_org_idx" ON "erp_supplier_sites" USING btree ("instance","org_id","vendor_id");--> statement-breakpoint
CREATE INDEX "erp_suppliers_name_idx" ON "erp_suppliers" USING btree ("instance",upper("name"));--> statement-breakpoint
CREATE INDEX "erp_tax_codes_org_kind_idx" ON "erp_tax_codes" USING btree ("instance","org_id","kind");--> statement-breakpoint
CREATE INDEX "erp_travel_orders_supplier_idx" ON "erp_travel_orders" USING btree (upper("supplier_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_uq" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" in ('PENDING', 'DELIVERING');--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_invoice_idx" ON "outbox" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE INDEX "erp_ap_interface_rejections_inv_idx" ON "erp_ap_interface_rejections" USING btree ("instance","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erp_ap_invoices_interface_key_uq" ON "erp_ap_invoices_interface" USING btree ("instance","reference_key1");--> statement-breakpoint
CREATE INDEX "erp_gl_periods_dates_idx" ON "erp_gl_periods" USING btree ("instance","org_id","start_date");--> statement-breakpoint
CREATE INDEX "invoice_reimbursements_invoice_idx" ON "invoice_reimbursements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "task_delegations_substitute_idx" ON "task_delegations" USING btree ("substitute_user_id","start_date");--> statement-breakpoint
CREATE INDEX "task_delegations_delegator_idx" ON "task_delegations" USING btree ("delegator_user_id","start_date");--> statement-breakpoint
CREATE INDEX "expedition_lines_vendor_invoice_idx" ON "expedition_lines" USING btree ("instance","vendor_id","invoice_no");--> statement-breakpoint
CREATE INDEX "expedition_lines_submission_idx" ON "expedition_lines" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expedition_submissions_invoice_uq" ON "expedition_submissions" USING btree ("instance","vendor_id","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_uploads_batch_uq" ON "drive_uploads" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "drive_uploads_due_idx" ON "drive_uploads" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "debit_note_lines_note_idx" ON "debit_note_lines" USING btree ("debit_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debit_notes_erp_uq" ON "debit_notes" USING btree ("instance","erp_debit_note_id");--> statement-breakpoint
CREATE INDEX "debit_notes_vendor_date_idx" ON "debit_notes" USING btree ("vendor_id","instance","org_id","dn_date","id");--> statement-breakpoint
CREATE INDEX "debit_notes_date_idx" ON "debit_notes" USING btree ("dn_date","id");--> statement-breakpoint
CREATE INDEX "debit_notes_dn_no_idx" ON "debit_notes" USING btree ("instance",upper("dn_no"));