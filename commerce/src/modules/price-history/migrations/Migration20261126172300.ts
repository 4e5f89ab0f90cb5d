import { Migration } from '@medusajs/framework/mikro-orm/migrations';

export class Migration20261126172300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "price_history" ("id" text not null, "variant_id" text not null, "region_id" text not null, "currency_code" text not null, "amount" numeric not null, "effective_at" timestamptz not null, "source" text check ("source" in ('variant', 'price_list')) not null default 'variant', "price_list_id" text null, "raw_amount" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "price_history_pkey" primary key ("id"));`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_price_history_deleted_at" ON "price_history" ("deleted_at") WHERE deleted_at IS NULL;`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_price_history_variant_id_region_id_currency_code_effective_at" ON "price_history" ("variant_id", "region_id", "currency_code", "effective_at") WHERE deleted_at IS NULL;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "price_history" cascade;`);
  }
}
