/**
 * better-auth's tables (shop customers' sign-in) as Drizzle tables for both
 * dialects. Payload does not own them: the migrations `accounts` create them
 * with raw SQL, and Payload's push stays off so it never offers to drop them.
 * Keys of the exported schemas are better-auth's model names.
 */
import {
  bigint,
  boolean,
  integer as pgInteger,
  pgTable,
  text as pgText,
  timestamp,
} from 'drizzle-orm/pg-core'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

import type { Dialect } from '@/platform/database'

const sqliteDate = (name: string) => integer(name, { mode: 'timestamp_ms' })

export const sqliteAuthSchema = {
  user: sqliteTable('auth_user', {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    image: text('image'),
    createdAt: sqliteDate('created_at').notNull(),
    updatedAt: sqliteDate('updated_at').notNull(),
  }),
  session: sqliteTable('auth_session', {
    id: text('id').primaryKey(),
    expiresAt: sqliteDate('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: sqliteDate('created_at').notNull(),
    updatedAt: sqliteDate('updated_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').notNull(),
  }),
  account: sqliteTable('auth_account', {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: sqliteDate('access_token_expires_at'),
    refreshTokenExpiresAt: sqliteDate('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: sqliteDate('created_at').notNull(),
    updatedAt: sqliteDate('updated_at').notNull(),
  }),
  verification: sqliteTable('auth_verification', {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: sqliteDate('expires_at').notNull(),
    createdAt: sqliteDate('created_at').notNull(),
    updatedAt: sqliteDate('updated_at').notNull(),
  }),
  rateLimit: sqliteTable('auth_rate_limit', {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: integer('last_request').notNull(),
  }),
}

const pgDate = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const postgresAuthSchema = {
  user: pgTable('auth_user', {
    id: pgText('id').primaryKey(),
    name: pgText('name').notNull(),
    email: pgText('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: pgText('image'),
    createdAt: pgDate('created_at').notNull(),
    updatedAt: pgDate('updated_at').notNull(),
  }),
  session: pgTable('auth_session', {
    id: pgText('id').primaryKey(),
    expiresAt: pgDate('expires_at').notNull(),
    token: pgText('token').notNull().unique(),
    createdAt: pgDate('created_at').notNull(),
    updatedAt: pgDate('updated_at').notNull(),
    ipAddress: pgText('ip_address'),
    userAgent: pgText('user_agent'),
    userId: pgText('user_id').notNull(),
  }),
  account: pgTable('auth_account', {
    id: pgText('id').primaryKey(),
    accountId: pgText('account_id').notNull(),
    providerId: pgText('provider_id').notNull(),
    userId: pgText('user_id').notNull(),
    accessToken: pgText('access_token'),
    refreshToken: pgText('refresh_token'),
    idToken: pgText('id_token'),
    accessTokenExpiresAt: pgDate('access_token_expires_at'),
    refreshTokenExpiresAt: pgDate('refresh_token_expires_at'),
    scope: pgText('scope'),
    password: pgText('password'),
    createdAt: pgDate('created_at').notNull(),
    updatedAt: pgDate('updated_at').notNull(),
  }),
  verification: pgTable('auth_verification', {
    id: pgText('id').primaryKey(),
    identifier: pgText('identifier').notNull(),
    value: pgText('value').notNull(),
    expiresAt: pgDate('expires_at').notNull(),
    createdAt: pgDate('created_at').notNull(),
    updatedAt: pgDate('updated_at').notNull(),
  }),
  rateLimit: pgTable('auth_rate_limit', {
    id: pgText('id').primaryKey(),
    key: pgText('key').notNull().unique(),
    count: pgInteger('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  }),
}

export function authSchemaFor(dialect: Dialect) {
  return dialect === 'postgres' ? postgresAuthSchema : sqliteAuthSchema
}

/** DDL for the migrations, one statement per entry (kept here beside the tables it creates). */
export const authTablesSql: Record<Dialect, string[]> = {
  sqlite: [
    `CREATE TABLE IF NOT EXISTS auth_user (id text PRIMARY KEY NOT NULL, name text NOT NULL, email text NOT NULL, email_verified integer DEFAULT 0 NOT NULL, image text, created_at integer NOT NULL, updated_at integer NOT NULL)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_user_email_unique ON auth_user (email)`,
    `CREATE TABLE IF NOT EXISTS auth_session (id text PRIMARY KEY NOT NULL, expires_at integer NOT NULL, token text NOT NULL, created_at integer NOT NULL, updated_at integer NOT NULL, ip_address text, user_agent text, user_id text NOT NULL REFERENCES auth_user(id) ON DELETE cascade)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_session_token_unique ON auth_session (token)`,
    `CREATE INDEX IF NOT EXISTS auth_session_user_id_idx ON auth_session (user_id)`,
    `CREATE TABLE IF NOT EXISTS auth_account (id text PRIMARY KEY NOT NULL, account_id text NOT NULL, provider_id text NOT NULL, user_id text NOT NULL REFERENCES auth_user(id) ON DELETE cascade, access_token text, refresh_token text, id_token text, access_token_expires_at integer, refresh_token_expires_at integer, scope text, password text, created_at integer NOT NULL, updated_at integer NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS auth_account_user_id_idx ON auth_account (user_id)`,
    `CREATE TABLE IF NOT EXISTS auth_verification (id text PRIMARY KEY NOT NULL, identifier text NOT NULL, value text NOT NULL, expires_at integer NOT NULL, created_at integer NOT NULL, updated_at integer NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS auth_verification_identifier_idx ON auth_verification (identifier)`,
    `CREATE TABLE IF NOT EXISTS auth_rate_limit (id text PRIMARY KEY NOT NULL, key text NOT NULL, count integer NOT NULL, last_request integer NOT NULL)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_rate_limit_key_unique ON auth_rate_limit (key)`,
    `CREATE TABLE IF NOT EXISTS auth_throttle (key text PRIMARY KEY NOT NULL, count integer NOT NULL, window_start integer NOT NULL)`,
  ],
  postgres: [
    `CREATE TABLE IF NOT EXISTS auth_user (id text PRIMARY KEY NOT NULL, name text NOT NULL, email text NOT NULL, email_verified boolean DEFAULT false NOT NULL, image text, created_at timestamp with time zone NOT NULL, updated_at timestamp with time zone NOT NULL)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_user_email_unique ON auth_user (email)`,
    `CREATE TABLE IF NOT EXISTS auth_session (id text PRIMARY KEY NOT NULL, expires_at timestamp with time zone NOT NULL, token text NOT NULL, created_at timestamp with time zone NOT NULL, updated_at timestamp with time zone NOT NULL, ip_address text, user_agent text, user_id text NOT NULL REFERENCES auth_user(id) ON DELETE cascade)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_session_token_unique ON auth_session (token)`,
    `CREATE INDEX IF NOT EXISTS auth_session_user_id_idx ON auth_session (user_id)`,
    `CREATE TABLE IF NOT EXISTS auth_account (id text PRIMARY KEY NOT NULL, account_id text NOT NULL, provider_id text NOT NULL, user_id text NOT NULL REFERENCES auth_user(id) ON DELETE cascade, access_token text, refresh_token text, id_token text, access_token_expires_at timestamp with time zone, refresh_token_expires_at timestamp with time zone, scope text, password text, created_at timestamp with time zone NOT NULL, updated_at timestamp with time zone NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS auth_account_user_id_idx ON auth_account (user_id)`,
    `CREATE TABLE IF NOT EXISTS auth_verification (id text PRIMARY KEY NOT NULL, identifier text NOT NULL, value text NOT NULL, expires_at timestamp with time zone NOT NULL, created_at timestamp with time zone NOT NULL, updated_at timestamp with time zone NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS auth_verification_identifier_idx ON auth_verification (identifier)`,
    `CREATE TABLE IF NOT EXISTS auth_rate_limit (id text PRIMARY KEY NOT NULL, key text NOT NULL, count integer NOT NULL, last_request bigint NOT NULL)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS auth_rate_limit_key_unique ON auth_rate_limit (key)`,
    `CREATE TABLE IF NOT EXISTS auth_throttle (key text PRIMARY KEY NOT NULL, count integer NOT NULL, window_start bigint NOT NULL)`,
  ],
}

export const authTablesDropSql = [
  'DROP TABLE IF EXISTS auth_throttle',
  'DROP TABLE IF EXISTS auth_rate_limit',
  'DROP TABLE IF EXISTS auth_verification',
  'DROP TABLE IF EXISTS auth_account',
  'DROP TABLE IF EXISTS auth_session',
  'DROP TABLE IF EXISTS auth_user',
]
