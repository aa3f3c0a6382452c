import type { MapConfig } from '../core/types.ts';

/** The parts of the AMap JS API 2.0 the dialog uses. */
export interface AMapLngLat {
  lng: number;
  lat: number;
  getLng?(): number;
  getLat?(): number;
}
export interface AMapMap {
  addControl(control: unknown): void;
  on(event: 'click', handler: (e: { lnglat: AMapLngLat }) => void): void;
  add?(overlay: unknown): void;
  setCenter?(center: [number, number]): void;
  destroy(): void;
}
export interface AMapMarker {
  setPosition(position: AMapLngLat | [number, number]): void;
}
export interface AMapGeocoder {
  getAddress(lnglat: AMapLngLat | [number, number], callback: (status: string, result: { regeocode?: { formattedAddress?: string } } | string) => void): void;
}
export interface AMapNamespace {
  Map: new (container: HTMLElement, opts: { zoom: number; center: [number, number] }) => AMapMap;
  Marker: new (opts: { position: AMapLngLat | [number, number]; map?: AMapMap }) => AMapMarker;
  Scale?: new () => unknown;
  Geocoder?: new (opts: { radius: number; city: string }) => AMapGeocoder;
  plugin?(names: string[], done: () => void): void;
}

/** §9: the map opens at zoom 12 near 104.07, 30.66; the geocoder uses radius 1000 and city 010. */
export const MAP_DEFAULTS = {
  zoom: 12,
  center: [104.07, 30.66] as [number, number],
  geocoder: { radius: 1000, city: '010' },
  scriptUrl: 'https://webapi.amap.com/maps',
  plugins: ['AMap.Scale', 'AMap.Geocoder'],
  timeoutMs: 15000,
} as const;

export class MapUnavailableError extends Error {
  constructor(
    readonly reason: 'noKey' | 'loadFailed',
    message: string,
  ) {
    super(message);
    this.name = 'MapUnavailableError';
  }
}

type AMapWindow = Window & { AMap?: AMapNamespace; _AMapSecurityConfig?: { securityJsCode: string } };

let loading: Promise<AMapNamespace> | null = null;

async function withPlugins(AMap: AMapNamespace): Promise<AMapNamespace> {
  if (AMap.Geocoder && AMap.Scale) return AMap;
  if (!AMap.plugin) return AMap;
  await new Promise<void>((resolve) => AMap.plugin!([...MAP_DEFAULTS.plugins], resolve));
  return AMap;
}

/**
 * AMap JS API 2.0 with the Scale and Geocoder plugins, loaded once through a script tag with the key
 * and security code of the configuration. An AMap already on window is used as it is.
 */
export function loadAMap(config: MapConfig): Promise<AMapNamespace> {
  const w = window as AMapWindow;
  if (w.AMap) return withPlugins(w.AMap);
  if (!config.key) return Promise.reject(new MapUnavailableError('noKey', 'AMap key is not configured'));
  if (loading) return loading;
  if (config.securityCode) w._AMapSecurityConfig = { securityJsCode: config.securityCode };
  loading = new Promise<AMapNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const base = config.scriptUrl ?? MAP_DEFAULTS.scriptUrl;
    script.src = `${base}?v=2.0&key=${encodeURIComponent(config.key!)}&plugin=${MAP_DEFAULTS.plugins.join(',')}`;
    script.async = true;
    const fail = (why: string) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(new MapUnavailableError('loadFailed', why));
    };
    const timer = setTimeout(() => fail('AMap script timed out'), MAP_DEFAULTS.timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      if (w.AMap) resolve(withPlugins(w.AMap));
      else fail('AMap script loaded without AMap');
    };
    script.onerror = () => fail('AMap script failed to load');
    document.head.appendChild(script);
  });
  return loading;
}

/** For tests: forget a load in progress. */
export function resetAMapLoader(): void {
  loading = null;
}

export const lngLatPair = (p: AMapLngLat): [number, number] => [p.getLng ? p.getLng() : p.lng, p.getLat ? p.getLat() : p.lat];
