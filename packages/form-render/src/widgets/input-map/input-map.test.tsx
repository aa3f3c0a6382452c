import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderForm, widget } from '../../test/helpers.tsx';
import { resetAMapLoader } from '../../map/amap-loader.ts';

interface Fake {
  maps: { container: HTMLElement; opts: unknown; controls: unknown[]; handlers: Record<string, (e: unknown) => void>; destroyed: boolean }[];
  geocoderOpts: unknown[];
  markers: unknown[];
  address: string;
  geocodeStatus: string;
}

function installFakeAMap(): Fake {
  const fake: Fake = { maps: [], geocoderOpts: [], markers: [], address: '四川省成都市武侯区天府大道', geocodeStatus: 'complete' };
  class FakeMap {
    entry: Fake['maps'][number];
    constructor(container: HTMLElement, opts: unknown) {
      this.entry = { container, opts, controls: [], handlers: {}, destroyed: false };
      fake.maps.push(this.entry);
    }
    addControl(c: unknown) {
      this.entry.controls.push(c);
    }
    on(event: string, handler: (e: unknown) => void) {
      this.entry.handlers[event] = handler;
    }
    destroy() {
      this.entry.destroyed = true;
    }
  }
  class Marker {
    constructor(opts: unknown) {
      fake.markers.push(opts);
    }
    setPosition() {}
  }
  class Scale {}
  class Geocoder {
    constructor(opts: unknown) {
      fake.geocoderOpts.push(opts);
    }
    getAddress(_l: unknown, cb: (s: string, r: unknown) => void) {
      cb(fake.geocodeStatus, fake.geocodeStatus === 'complete' ? { regeocode: { formattedAddress: fake.address } } : 'error');
    }
  }
  (window as unknown as { AMap: unknown }).AMap = { Map: FakeMap, Marker, Scale, Geocoder };
  return fake;
}

const openDialog = () => fireEvent.click(screen.getByRole('button', { name: '选择地址' }));
const dialogButton = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.ant-modal-footer button')].find((b) => b.textContent?.replace(/\s/g, '') === text);
const click = (fake: Fake, lng = 104.1, lat = 30.7) => act(() => fake.maps[0].handlers.click({ lnglat: { lng, lat, getLng: () => lng, getLat: () => lat } }));

describe('input-map and the map dialog', () => {
  let fake: Fake;
  beforeEach(() => {
    resetAMapLoader();
    fake = installFakeAMap();
  });
  afterEach(() => {
    delete (window as unknown as { AMap?: unknown }).AMap;
    vi.restoreAllMocks();
  });

  it('says how to give the address unless the field has its own placeholder', () => {
    renderForm([widget('input-map', 'home'), widget('input-map', 'office', { placeholder: '办公地址' })]);
    expect(screen.getByPlaceholderText('输入地址，或点击右侧图标在地图上选择')).toBeTruthy();
    expect(screen.getByPlaceholderText('办公地址')).toBeTruthy();
  });

  it('opens 选择地址 at 60% with a 500 px map at zoom 12 near 104.07/30.66, geocoder radius 1000 city 010', async () => {
    renderForm([widget('input-map', 'addr', { label: '地址' })]);
    openDialog();
    await waitFor(() => expect(fake.maps).toHaveLength(1));
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('选择地址');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('60%');
    expect(fake.maps[0].container.style.height).toBe('500px');
    expect(fake.maps[0].opts).toEqual({ zoom: 12, center: [104.07, 30.66] });
    expect(fake.maps[0].controls).toHaveLength(1);
    expect(fake.geocoderOpts).toEqual([{ radius: 1000, city: '010' }]);
  });

  it('a click sets a marker and the geocoded address; submit stores it and closes', async () => {
    const { form } = renderForm([widget('input-map', 'addr', { label: '地址' })]);
    openDialog();
    await waitFor(() => expect(fake.maps[0]?.handlers.click).toBeDefined());
    click(fake);
    expect(fake.markers).toHaveLength(1);
    expect((screen.getByLabelText('地址', { selector: '.ant-modal input' }) as HTMLInputElement).value).toBe(fake.address);
    fireEvent.click(dialogButton('确定')!);
    expect(form().getData().addr).toEqual({ address: fake.address, lnglat: [104.1, 30.7] });
    await waitFor(() => expect(fake.maps[0].destroyed).toBe(true));
    expect((screen.getByLabelText('地址') as HTMLInputElement).value).toBe(fake.address);
  });

  it('cancel closes without storing', async () => {
    const { form } = renderForm([widget('input-map', 'addr')]);
    openDialog();
    await waitFor(() => expect(fake.maps[0]?.handlers.click).toBeDefined());
    click(fake);
    fireEvent.click(dialogButton('取消')!);
    expect(form().getData().addr).toBeNull();
  });

  it('disabled: no click handler, no submit, cancel reads 关闭', async () => {
    renderForm([widget('input-map', 'addr', { disabled: true, defaultValue: { address: '旧地址', lnglat: [104, 30] } })]);
    openDialog();
    await waitFor(() => expect(fake.maps).toHaveLength(1));
    expect(fake.maps[0].handlers.click).toBeUndefined();
    expect(dialogButton('确定')).toBeUndefined();
    expect(dialogButton('关闭')).toBeDefined();
  });

  it('geocoding failures only go to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.geocodeStatus = 'error';
    renderForm([widget('input-map', 'addr')]);
    openDialog();
    await waitFor(() => expect(fake.maps[0]?.handlers.click).toBeDefined());
    click(fake);
    expect(error).toHaveBeenCalled();
    expect(document.querySelector('.ant-modal')?.textContent).not.toContain('error');
  });

  it('without a key (and no AMap) says so in Chinese and lets the user type the address', async () => {
    delete (window as unknown as { AMap?: unknown }).AMap;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { form } = renderForm([widget('input-map', 'addr')]);
    openDialog();
    await waitFor(() => expect(document.querySelector('.ant-modal')?.textContent).toContain('未配置地图服务密钥'));
    expect(error).toHaveBeenCalled();
    fireEvent.change(document.querySelector('.ant-modal input')!, { target: { value: '手输地址' } });
    fireEvent.click(dialogButton('确定')!);
    expect(form().getData().addr).toEqual({ address: '手输地址', lnglat: null });
  });

  it('loads the AMap 2.0 script with key, Scale and Geocoder plugins and the security code', async () => {
    delete (window as unknown as { AMap?: unknown }).AMap;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm([widget('input-map', 'addr')], { mapConfig: { key: 'k1', securityCode: 's1' } });
    openDialog();
    const script = document.head.querySelector('script[src*="webapi.amap.com"]') as HTMLScriptElement;
    expect(script.src).toBe('https://webapi.amap.com/maps?v=2.0&key=k1&plugin=AMap.Scale,AMap.Geocoder');
    expect((window as unknown as { _AMapSecurityConfig: unknown })._AMapSecurityConfig).toEqual({ securityJsCode: 's1' });
    act(() => void script.dispatchEvent(new Event('error')));
    await waitFor(() => expect(document.querySelector('.ant-modal')?.textContent).toContain('地图加载失败'));
    expect(error).toHaveBeenCalled();
  });
});
