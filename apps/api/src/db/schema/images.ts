// Uploaded pictures: the catalogue's images and the business's logo. The checked original is
// kept (bounded by IMAGE_MAX_BYTES) and each size the apps show is stored beside it, served
// by the hash of its own bytes so its address never changes meaning.
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './materials.js';
import { businesses, employees } from './people.js';

/** One upload: what it is for and the original file as checked. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    business_id: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** 'catalogue' (a service, package or product) or 'logo'. */
    kind: text('kind', { enum: ['catalogue', 'logo'] }).notNull(),
    original_type: text('original_type').notNull(),
    original: bytea('original').notNull(),
    uploaded_by: integer('uploaded_by').references(() => employees.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_business_idx').on(t.business_id)],
);

/** One resized copy of an upload, addressed by the SHA-256 of its bytes. */
export const imageVariants = pgTable(
  'image_variants',
  {
    image_id: integer('image_id')
      .notNull()
      .references(() => images.id),
    /** The size's name: 'card', 'thumb' or 'logo'. */
    size: text('size').notNull(),
    hash: text('hash').notNull(),
    mime_type: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.image_id, t.size] }),
    index('image_variants_hash_idx').on(t.hash),
  ],
);
