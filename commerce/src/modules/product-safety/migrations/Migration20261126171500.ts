import { Migration } from '@medusajs/framework/mikro-orm/migrations';

export class Migration20261126171500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "product_safety" ("id" text not null, "warnings" text not null, "safety_information" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_safety_pkey" primary key ("id"));`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_product_safety_deleted_at" ON "product_safety" ("deleted_at") WHERE deleted_at IS NULL;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_safety" cascade;`);
  }
}
