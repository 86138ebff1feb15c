CREATE TABLE "bbxc_tenant_config" (
	"tenant_id" bigint NOT NULL,
	"config_key" varchar(60) NOT NULL,
	"value" jsonb NOT NULL,
	"update_time" bigint DEFAULT extract(epoch from now())::bigint NOT NULL,
	"update_by" bigint,
	CONSTRAINT "bbxc_tenant_config_tenant_id_config_key_pk" PRIMARY KEY("tenant_id","config_key")
);
