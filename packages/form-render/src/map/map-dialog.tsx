import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import type { MapValue } from '@notaria/form-core';
import type { MapConfig } from '../core/types.ts';
import { lngLatPair, loadAMap, MAP_DEFAULTS, MapUnavailableError, type AMapMap, type AMapMarker } from './amap-loader.ts';

export const MAP_TEXT = {
  title: '选择地址',
  submit: '确定',
  cancel: '取消',
  close: '关闭',
  address: '地址',
  loading: '地图加载中…',
  noKey: '未配置地图服务密钥，无法显示地图。请直接在下方输入地址。',
  loadFailed: '地图加载失败（可能没有网络），请直接在下方输入地址。',
} as const;

export interface MapDialogProps {
  open: boolean;
  /** The field is disabled: no map clicks, no submit, cancel reads 关闭. */
  disabled: boolean;
  value: MapValue | null;
  config: MapConfig;
  onSubmit(value: MapValue): void;
  onCancel(): void;
}

type Status = 'loading' | 'ready' | 'noKey' | 'loadFailed';

/**
 * §2/§4/§9: 60% wide, map 500 px high at zoom 12 near 104.07/30.66. A click (only when not disabled)
 * sets a marker and reverse-geocodes the address. Submit stores address and lnglat; cancel does not.
 * Map and geocoding failures only go to the console.
 */
export function MapDialog({ open, disabled, value, config, onSubmit, onCancel }: MapDialogProps) {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [address, setAddress] = useState(value?.address ?? '');
  const [lnglat, setLnglat] = useState<[number, number] | null>(value?.lnglat ?? null);

  useEffect(() => {
    if (!open) return;
    setAddress(value?.address ?? '');
    setLnglat(value?.lnglat ?? null);
    setStatus('loading');
    let map: AMapMap | null = null;
    let cancelled = false;
    loadAMap(config)
      .then((AMap) => {
        if (cancelled || !container.current) return;
        map = new AMap.Map(container.current, { zoom: MAP_DEFAULTS.zoom, center: [...MAP_DEFAULTS.center] });
        if (AMap.Scale) map.addControl(new AMap.Scale());
        const geocoder = AMap.Geocoder ? new AMap.Geocoder({ ...MAP_DEFAULTS.geocoder }) : null;
        let marker: AMapMarker | null = value?.lnglat ? new AMap.Marker({ position: value.lnglat, map }) : null;
        if (value?.lnglat) map.setCenter?.(value.lnglat);
        if (!disabled) {
          map.on('click', (e) => {
            try {
              if (marker) marker.setPosition(e.lnglat);
              else marker = new AMap.Marker({ position: e.lnglat, map: map! });
              setLnglat(lngLatPair(e.lnglat));
              geocoder?.getAddress(e.lnglat, (geoStatus, result) => {
                const formatted = typeof result === 'object' ? result?.regeocode?.formattedAddress : undefined;
                if (geoStatus === 'complete' && formatted) setAddress(formatted);
                else console.error('[form-render] reverse geocoding failed', geoStatus, result);
              });
            } catch (err) {
              console.error('[form-render] map click failed', err);
            }
          });
        }
        setStatus('ready');
      })
      .catch((err: unknown) => {
        console.error('[form-render] map loading failed', err);
        if (!cancelled) setStatus(err instanceof MapUnavailableError && err.reason === 'noKey' ? 'noKey' : 'loadFailed');
      });
    return () => {
      cancelled = true;
      try {
        map?.destroy();
      } catch (err) {
        console.error('[form-render] map destroy failed', err);
      }
    };
    // The dialog reads value/config when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const footer = [
    <Button key="cancel" onClick={onCancel}>
      {disabled ? MAP_TEXT.close : MAP_TEXT.cancel}
    </Button>,
    disabled ? null : (
      <Button key="submit" type="primary" onClick={() => onSubmit({ address: address.trim(), lnglat })}>
        {MAP_TEXT.submit}
      </Button>
    ),
  ];
  return (
    <Modal open={open} title={MAP_TEXT.title} width="60%" onCancel={onCancel} footer={footer} destroyOnHidden>
      {status === 'noKey' || status === 'loadFailed' ? <Alert type="warning" showIcon title={MAP_TEXT[status]} style={{ marginBottom: 12 }} /> : null}
      <div
        ref={container}
        className="fr-map"
        data-testid="fr-map"
        style={{ height: 500, display: status === 'noKey' || status === 'loadFailed' ? 'none' : undefined }}
      >
        {status === 'loading' ? MAP_TEXT.loading : null}
      </div>
      <Input
        aria-label={MAP_TEXT.address}
        placeholder={MAP_TEXT.address}
        style={{ marginTop: 12 }}
        value={address}
        readOnly={disabled}
        onChange={(e) => {
          setAddress(e.target.value);
          setLnglat(null);
        }}
      />
    </Modal>
  );
}
