/** One designer under test, driven by run.mjs through window.bench. */
export interface Contender {
  /** Mounts the designer into the element with a form of `n` single-line text fields (the clock runs from this call). */
  mount(container: HTMLElement, n: number): void;
  /** The widgets of the canvas's top level, in order. */
  widgets(): Element[];
  isSelected(widget: Element): boolean;
  /** The label text the canvas shows for a widget. */
  labelOf(widget: Element): string;
  /** What run.mjs clicks, types into or drags. */
  controls: {
    /** The 标签 (label) editor of the settings panel for the selected widget. */
    labelInput(): HTMLInputElement | null;
    /** The selected widget's 上移 (move up) button. */
    moveUp(): Element | null;
    undo(): Element | null;
    /** The palette's 单行输入. */
    paletteInput(): Element | null;
  };
}

/** The form of both contenders: `n` single-line text fields named field1… and labelled 字段 1…. */
export const fieldNames = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `field${i + 1}`, label: `字段 ${i + 1}` }));
