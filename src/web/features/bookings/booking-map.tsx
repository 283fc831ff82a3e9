import 'leaflet/dist/leaflet.css';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

interface BookingMapProps {
  latitude: number;
  longitude: number;
  label: string;
}

// OpenStreetMap tiles; if they cannot load (offline, blocked) the address text above stays the
// information and the map area is replaced by a short note (ADR 0019).
export function BookingMap({ latitude, longitude, label }: BookingMapProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Text size="sm" c="dimmed" data-testid="map-unavailable">
        Map unavailable.
      </Text>
    );
  }
  return (
    <section
      style={{ height: 260, borderRadius: 12, overflow: 'hidden' }}
      data-testid="booking-map"
      aria-label={`Map: ${label}`}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={12}
        scrollWheelZoom={false}
        style={{ height: '100%' }}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          eventHandlers={{ tileerror: () => setFailed(true) }}
        />
        {/* A circle marker needs no image files, so nothing breaks when bundling leaflet's icons. */}
        <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: '#1c7ed6' }} />
      </MapContainer>
    </section>
  );
}
