import { sql } from 'drizzle-orm';

/**
 * Whether a property's project is public, over `properties p left join projects pr`: a standalone property, or a
 * unit of an active or completed project (draft and cancelled projects are their company's business only).
 */
export const PUBLIC_PROJECT_RULE = `(p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED'))`;

/**
 * The one rule of what the public chat may speak of, over `properties p left join projects pr`: an available
 * listing, standalone or of an active or completed project. Search and analysis by id both apply it, so walking ids
 * reveals nothing search would not list (draft or cancelled projects' units, sold, reserved or rented listings).
 *
 * Migration 0029 keeps it on every listing as `properties.public_listing` (ADR 0057): its triggers and backfill
 * embed this very text (a test reads the migration), so the stored flag is this rule, never a second one.
 */
export const PUBLIC_LISTING_RULE = `(p.status = 'AVAILABLE' and ${PUBLIC_PROJECT_RULE})`;

export const PUBLIC_PROJECT = sql.raw(PUBLIC_PROJECT_RULE);
export const PUBLIC_LISTING = sql.raw(PUBLIC_LISTING_RULE);

/**
 * {@link PUBLIC_LISTING} as stored on the listing: a search reads it without looking up any project, on the partial
 * indexes of the public listings, so a new question's cost does not grow with the platform.
 */
export const STORED_PUBLIC_LISTING = sql.raw('p.public_listing');
