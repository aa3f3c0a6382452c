const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1234 → '1.2k', 1e9 → '1G'; numbers below 1000 unchanged. */
export function numberFormatter(num: number, digits = 1): string {
  for (const unit of UNITS) {
    if (num >= unit.value) {
      return (num / unit.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + unit.symbol;
    }
  }
  return num.toString();
}

/** 1234567 → '1,234,567'. */
export function toThousandFilter(num: number): string {
  return (+num || 0).toString().replace(/^-?\d+/g, (m) => m.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
}
