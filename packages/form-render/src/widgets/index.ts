import { registerWidget } from '../render/registry.ts';
import { inputEntry } from './input/input.tsx';
import { textareaEntry } from './textarea/textarea.tsx';
import { numberEntry } from './number/number.tsx';
import { radioEntry } from './radio/radio.tsx';
import { checkboxEntry } from './checkbox/checkbox.tsx';
import { selectEntry } from './select/select.tsx';
import { cascaderEntry } from './cascader/cascader.tsx';
import { switchEntry } from './switch/switch.tsx';
import { sliderEntry } from './slider/slider.tsx';
import { richEditorEntry } from './rich-editor/rich-editor.tsx';
import { dateEntry } from './date/date.tsx';
import { dateRangeEntry } from './date-range/date-range.tsx';
import { timeEntry } from './time/time.tsx';
import { timeRangeEntry } from './time-range/time-range.tsx';
import { colorEntry } from './color/color.tsx';
import { rateEntry } from './rate/rate.tsx';
import { fileUploadEntry } from './file-upload/file-upload.tsx';
import { pictureUploadEntry } from './picture-upload/picture-upload.tsx';
import { inputMapEntry } from './input-map/input-map.tsx';
import { staticTextEntry } from './static-text/static-text.tsx';
import { htmlTextEntry } from './html-text/html-text.tsx';
import { dividerEntry } from './divider/divider.tsx';
import { buttonEntry } from './button/button.tsx';
import { slotEntry } from './slot/slot.tsx';
import { gridEntry } from './grid/grid.tsx';
import { tableEntry } from './table/table.tsx';
import { tabEntry } from './tab/tab.tsx';
import { cardEntry } from './card/card.tsx';
import { subFormEntry } from './sub-form/sub-form.tsx';
import { alertEntry } from './alert/alert.tsx';

/** Every widget type of §3, in palette order: fields, then containers. */
export const WIDGET_ENTRIES = [
  inputEntry,
  textareaEntry,
  numberEntry,
  radioEntry,
  checkboxEntry,
  selectEntry,
  cascaderEntry,
  switchEntry,
  sliderEntry,
  richEditorEntry,
  dateEntry,
  dateRangeEntry,
  timeEntry,
  timeRangeEntry,
  colorEntry,
  rateEntry,
  fileUploadEntry,
  pictureUploadEntry,
  inputMapEntry,
  staticTextEntry,
  htmlTextEntry,
  dividerEntry,
  buttonEntry,
  slotEntry,
  gridEntry,
  tableEntry,
  tabEntry,
  cardEntry,
  subFormEntry,
  alertEntry,
];

for (const entry of WIDGET_ENTRIES) registerWidget(entry);
