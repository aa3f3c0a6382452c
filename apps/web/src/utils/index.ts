export { parseTime, formatTime, timeAgo } from './time';
export { numberFormatter, toThousandFilter } from './number';
export { debounce } from './debounce';
export { deepClone } from './deep-clone';
export { openWindow } from './open-window';
