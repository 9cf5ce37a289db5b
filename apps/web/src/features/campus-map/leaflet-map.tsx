import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapLocation } from './map-locations.ts';
import { MAP_TILE_URL, MAP_ZOOM, MARKER_SIZE, MARKER_STACKING, markerZIndexOffset } from './map-settings.ts';

interface LeafletMapProps {
  locations: readonly MapLocation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function markerIcon(location: MapLocation, isSelected: boolean): L.DivIcon {
  const size = isSelected ? MARKER_SIZE.selected : MARKER_SIZE.normal;
  return L.divIcon({
    className: isSelected ? 'map-marker map-marker--selected' : 'map-marker',
    html: `<span class="map-marker__pin"><span class="map-marker__number">${location.number}</span></span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
  });
}

/**
 * The Leaflet map: a marker per location (divIcons, no image files), the selected one larger and on
 * top, recentred on selection. It is a visual aid only: hidden from assistive technology and out of
 * the tab order, since the location list beside it does the same job. Without tiles (offline) the
 * markers still show on a plain background.
 */
export function LeafletMap({ locations, selectedId, onSelect }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markersRef = useRef(new Map<number, L.Marker>());
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const first = locations[0];
    const map = L.map(container, { keyboard: false, attributionControl: false, scrollWheelZoom: false }).setView(
      first ? [first.lat, first.lon] : [0, 0],
      MAP_ZOOM,
    );
    L.tileLayer(MAP_TILE_URL, { maxZoom: 19 }).addTo(map);
    const markers = markersRef.current;
    for (const location of locations) {
      const marker = L.marker([location.lat, location.lon], {
        icon: markerIcon(location, false),
        keyboard: false,
        zIndexOffset: markerZIndexOffset(MARKER_STACKING.normal),
        title: location.name,
      });
      marker.on('click', () => onSelectRef.current(location.id));
      marker.addTo(map);
      markers.set(location.id, marker);
    }
    // Keep Leaflet's own controls out of the tab order of this hidden, mouse-only view.
    for (const control of container.querySelectorAll('a, button, [tabindex]')) control.setAttribute('tabindex', '-1');
    mapRef.current = map;
    return () => {
      map.remove();
      markers.clear();
      mapRef.current = null;
    };
  }, [locations]);

  useEffect(() => {
    for (const location of locations) {
      const isSelected = location.id === selectedId;
      const marker = markersRef.current.get(location.id);
      marker?.setIcon(markerIcon(location, isSelected));
      marker?.setZIndexOffset(markerZIndexOffset(isSelected ? MARKER_STACKING.selected : MARKER_STACKING.normal));
      if (isSelected) mapRef.current?.setView([location.lat, location.lon], MAP_ZOOM);
    }
  }, [locations, selectedId]);

  return <div ref={containerRef} className="campus-map__canvas" aria-hidden="true" />;
}
