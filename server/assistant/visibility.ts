import { sql } from 'drizzle-orm';

/**
 * Whether a property's project is public, over `properties p left join projects pr`: a standalone property, or a
 * unit of an active or completed project (draft and cancelled projects are their company's business only).
 */
export const PUBLIC_PROJECT = sql`(p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED'))`;

/**
 * The one rule of what the public chat may speak of, over `properties p left join projects pr`: an available
 * listing, standalone or of an active or completed project. Search and analysis by id both apply it, so walking ids
 * reveals nothing search would not list (draft or cancelled projects' units, sold, reserved or rented listings).
 */
export const PUBLIC_LISTING = sql`(p.status = 'AVAILABLE' and ${PUBLIC_PROJECT})`;
