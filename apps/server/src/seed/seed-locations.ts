/** Locations (buildings first, so places inside can point at them) and their schedules. */
import { locations, schedules } from '../db/schema/index.ts';
import type { SeedContext, SeededSite } from './seed-context.ts';
import { scheduleRows } from './location-hours.ts';
import { locationPhotoFile, type LocationSpec } from './location-spec.ts';
import { lakesideLocations } from './locations-lakeside.ts';
import { harborLocations, pinecrestLocations } from './locations-minor.ts';
import { northfieldLocations } from './locations-northfield.ts';
import type { SiteKey } from './site-definition.ts';

export const locationSpecs: Record<SiteKey, LocationSpec[]> = {
  northfield: northfieldLocations,
  lakeside: lakesideLocations,
  harbor: harborLocations,
  pinecrest: pinecrestLocations,
  summit: [],
  oldmill: [],
};

function coordinate(base: string | null | undefined, offset: number): string | null {
  if (base === null || base === undefined) return null;
  return (Number(base) + offset / 10_000).toFixed(6);
}

function locationRow(site: SeededSite, spec: LocationSpec, sortOrder: number, buildingId: number | null): typeof locations.$inferInsert {
  const { row } = site.def;
  return {
    site_id: site.id,
    building_id: buildingId,
    is_building: spec.isBuilding ?? false,
    name: spec.name,
    description: spec.description ?? null,
    short_description: spec.short ?? null,
    type: spec.type ?? 'webtrition',
    active: spec.active ?? true,
    show_menus: spec.isBuilding ? false : (spec.showMenus ?? true),
    show_map: spec.showMap ?? true,
    sort_order: sortOrder,
    image_file_name: spec.photo ? locationPhotoFile(row.slug, spec.name) : null,
    street: spec.street,
    city: row.city ?? null,
    state: row.state ?? null,
    zip_code: row.zip_code ?? null,
    phone: spec.phone ?? null,
    lat: coordinate(row.lat, spec.offset[0]),
    lon: coordinate(row.lon, spec.offset[1]),
    contact_name: spec.contact?.name ?? null,
    contact_email: spec.contact?.email ?? null,
    occupancy: spec.occupancy ?? null,
    allergen_filter: spec.allergenFilter ?? true,
    features: {
      labels: spec.labels ?? [],
      cuisines: spec.cuisines ?? [],
      payment_types: spec.payments ?? [],
      custom_labels: spec.customLabels ?? [],
      custom_cuisines: [],
      custom_payment_types: [],
    },
    brands: (spec.brands ?? []).map((brand, i) => ({ id: i + 1, ...brand })),
    // A fixed instant keeps reruns identical; it only says when the row last changed.
    updated_at: site.clock.at(0, 0, 0),
  };
}

export async function seedLocations(ctx: SeedContext): Promise<void> {
  for (const site of Object.values(ctx.sites)) {
    const specs = locationSpecs[site.def.row.slug];
    const buildingIds = new Map<string, number>();
    // Buildings first: their ids are needed by the places inside them.
    const ordered = [...specs.filter((s) => s.isBuilding), ...specs.filter((s) => !s.isBuilding)];
    for (const spec of ordered) {
      const buildingId = spec.building ? buildingIds.get(spec.building) : undefined;
      if (spec.building && buildingId === undefined) throw new Error(`Unknown building ${spec.building} for ${spec.name}`);
      const [inserted] = await ctx.db
        .insert(locations)
        .values(locationRow(site, spec, specs.indexOf(spec) + 1, buildingId ?? null))
        .returning({ id: locations.id });
      if (!inserted) throw new Error(`Location ${spec.name} was not inserted`);
      if (spec.isBuilding) buildingIds.set(spec.name, inserted.id);
      const rows = scheduleRows(spec, site.id, inserted.id, site.clock);
      if (rows.length > 0) await ctx.db.insert(schedules).values(rows);
    }
  }
}
