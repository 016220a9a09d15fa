import { sql } from 'drizzle-orm';

/**
 * The one rule of what the public chat may speak of, over `properties p left join projects pr`: an available
 * listing, standalone or of an active or completed project. Search and analysis by id both apply it, so walking ids
 * reveals nothing search would not list (draft or cancelled projects' units, sold, reserved or rented listings).
 */
export const PUBLIC_LISTING = sql`(p.status = 'AVAILABLE' and (p.project_id is null or pr.status in ('ACTIVE', 'COMPLETED')))`;
