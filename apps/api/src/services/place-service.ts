// Place search over the seeded gazetteer of UAE places, nearest first, with distances.
import { ilike, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { places } from '../db/schema/lookups.js';

/** The most places one search answers. */
export const PLACE_RESULTS = 10;

/** Great-circle distance in km between two points (haversine, Earth radius 6371 km). */
export function haversineKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Places matching the query (all places for an empty one), nearest to the point first. */
export async function searchPlaces(
  db: Db,
  point: { lat: number; lng: number },
  query: string | undefined,
) {
  const text = query?.trim() ?? '';
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select()
    .from(places)
    .where(text ? or(ilike(places.name, pattern), ilike(places.label, pattern)) : undefined);
  return rows
    .map((row) => ({ row, distance: haversineKm(point, row) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, PLACE_RESULTS)
    .map(({ row, distance }) => ({
      name: row.name,
      address: {
        label: row.label,
        id: `place-${row.id}`,
        distance: Math.round(distance * 100) / 100,
      },
      position: { lat: row.lat, lng: row.lng },
    }));
}
