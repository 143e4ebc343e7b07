import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`resources\` ADD \`file_es_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`resources_file_es_idx\` ON \`resources\` (\`file_es_id\`);`)
  await db.run(sql`ALTER TABLE \`_resources_v\` ADD \`version_file_es_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_file_es_idx\` ON \`_resources_v\` (\`version_file_es_id\`);`)
  await db.run(sql`ALTER TABLE \`white_papers\` ADD \`file_es_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`white_papers_file_es_idx\` ON \`white_papers\` (\`file_es_id\`);`)
  await db.run(sql`ALTER TABLE \`_white_papers_v\` ADD \`version_file_es_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version_file_es_idx\` ON \`_white_papers_v\` (\`version_file_es_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`kind\` text DEFAULT 'datasheet',
  	\`file_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_resources\`("id", "hero_image_id", "kind", "file_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "hero_image_id", "kind", "file_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`resources\`;`)
  await db.run(sql`DROP TABLE \`resources\`;`)
  await db.run(sql`ALTER TABLE \`__new_resources\` RENAME TO \`resources\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`resources_hero_image_idx\` ON \`resources\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_file_idx\` ON \`resources\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_meta_meta_image_idx\` ON \`resources\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`resources_updated_at_idx\` ON \`resources\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resources_created_at_idx\` ON \`resources\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`resources__status_idx\` ON \`resources\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__resources_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_hero_image_id\` integer,
  	\`version_kind\` text DEFAULT 'datasheet',
  	\`version_file_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`resources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__resources_v\`("id", "parent_id", "version_hero_image_id", "version_kind", "version_file_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_hero_image_id", "version_kind", "version_file_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_resources_v\`;`)
  await db.run(sql`DROP TABLE \`_resources_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__resources_v\` RENAME TO \`_resources_v\`;`)
  await db.run(sql`CREATE INDEX \`_resources_v_parent_idx\` ON \`_resources_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_hero_image_idx\` ON \`_resources_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_file_idx\` ON \`_resources_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_meta_version_meta_image_idx\` ON \`_resources_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_updated_at_idx\` ON \`_resources_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version_created_at_idx\` ON \`_resources_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_version_version__status_idx\` ON \`_resources_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_created_at_idx\` ON \`_resources_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_updated_at_idx\` ON \`_resources_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_snapshot_idx\` ON \`_resources_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_published_locale_idx\` ON \`_resources_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_resources_v_latest_idx\` ON \`_resources_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_white_papers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`file_id\` integer,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_white_papers\`("id", "hero_image_id", "file_id", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "hero_image_id", "file_id", "meta_image_id", "updated_at", "created_at", "_status" FROM \`white_papers\`;`)
  await db.run(sql`DROP TABLE \`white_papers\`;`)
  await db.run(sql`ALTER TABLE \`__new_white_papers\` RENAME TO \`white_papers\`;`)
  await db.run(sql`CREATE INDEX \`white_papers_hero_image_idx\` ON \`white_papers\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`white_papers_file_idx\` ON \`white_papers\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`white_papers_meta_meta_image_idx\` ON \`white_papers\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`white_papers_updated_at_idx\` ON \`white_papers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`white_papers_created_at_idx\` ON \`white_papers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`white_papers__status_idx\` ON \`white_papers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__white_papers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_hero_image_id\` integer,
  	\`version_file_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`white_papers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__white_papers_v\`("id", "parent_id", "version_hero_image_id", "version_file_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_hero_image_id", "version_file_id", "version_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_white_papers_v\`;`)
  await db.run(sql`DROP TABLE \`_white_papers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__white_papers_v\` RENAME TO \`_white_papers_v\`;`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_parent_idx\` ON \`_white_papers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version_hero_image_idx\` ON \`_white_papers_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version_file_idx\` ON \`_white_papers_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_meta_version_meta_image_idx\` ON \`_white_papers_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version_updated_at_idx\` ON \`_white_papers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version_created_at_idx\` ON \`_white_papers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_version_version__status_idx\` ON \`_white_papers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_created_at_idx\` ON \`_white_papers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_updated_at_idx\` ON \`_white_papers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_snapshot_idx\` ON \`_white_papers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_published_locale_idx\` ON \`_white_papers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_white_papers_v_latest_idx\` ON \`_white_papers_v\` (\`latest\`);`)
}
