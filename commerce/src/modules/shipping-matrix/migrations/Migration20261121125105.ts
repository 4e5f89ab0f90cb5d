import { Migration } from '@medusajs/framework/mikro-orm/migrations';

export class Migration20261121125105 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "shipping_matrix_zone" drop constraint if exists "shipping_matrix_zone_zone_id_unique";`,
    );
    this.addSql(
      `create table if not exists "shipping_matrix_zone" ("id" text not null, "zone_id" text not null, "zone_name" text not null, "countries" text[] not null, "includes_tax" boolean not null default true, "sort_order" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shipping_matrix_zone_pkey" primary key ("id"));`,
    );
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_shipping_matrix_zone_zone_id_unique" ON "shipping_matrix_zone" ("zone_id") WHERE deleted_at IS NULL;`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shipping_matrix_zone_deleted_at" ON "shipping_matrix_zone" ("deleted_at") WHERE deleted_at IS NULL;`,
    );

    this.addSql(
      `create table if not exists "shipping_matrix_option" ("id" text not null, "name" text not null, "amount" real not null, "includes_tax" boolean not null default true, "zone_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "shipping_matrix_option_pkey" primary key ("id"));`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shipping_matrix_option_zone_id" ON "shipping_matrix_option" ("zone_id") WHERE deleted_at IS NULL;`,
    );
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_shipping_matrix_option_deleted_at" ON "shipping_matrix_option" ("deleted_at") WHERE deleted_at IS NULL;`,
    );

    this.addSql(
      `alter table if exists "shipping_matrix_option" add constraint "shipping_matrix_option_zone_id_foreign" foreign key ("zone_id") references "shipping_matrix_zone" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table if exists "shipping_matrix_option" drop constraint if exists "shipping_matrix_option_zone_id_foreign";`,
    );

    this.addSql(`drop table if exists "shipping_matrix_zone" cascade;`);

    this.addSql(`drop table if exists "shipping_matrix_option" cascade;`);
  }
}
