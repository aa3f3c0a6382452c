import { createRoot } from 'react-dom/client';
import { createFormSchema, createWidget } from '@notaria/form-core';
import { FormDesigner } from '@notaria/form-designer';
import { fieldNames, type Contender } from '../contender.ts';

const list = () => document.querySelector('[data-list-id="list:root"]');

export const contender: Contender = {
  mount(container, n) {
    const schema = createFormSchema(
      fieldNames(n).map((f) => {
        const w = createWidget('input');
        w.id = f.name;
        Object.assign(w.options, { name: f.name, label: f.label });
        return w;
      }),
    );
    createRoot(container).render(<FormDesigner value={schema} height="100vh" />);
  },
  widgets: () => Array.from(list()?.children ?? []).filter((el) => el.classList.contains('fd-widget')),
  isSelected: (el) => el.classList.contains('fd-selected'),
  labelOf: (el) => el.querySelector('.fr-label')?.textContent ?? '',
  controls: {
    labelInput: () => document.querySelector<HTMLInputElement>('.fd-widget-settings input[aria-label="标签"]'),
    moveUp: () => document.querySelector('.fd-selected .fd-widget-toolbar button[aria-label="上移"]'),
    undo: () => document.querySelector('button[aria-label="撤销"]'),
    paletteInput: () => document.querySelector('.fd-palette-input'),
  },
};
