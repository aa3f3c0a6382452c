// The number module's public surface: what other modules may use. Import number from here, not from its files.
export { allocateNumber, allocateNumberByCode, voidNumber } from './number.service.ts';
