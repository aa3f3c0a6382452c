import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `wait` ms. */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(t);
  }, [value, wait]);
  return settled;
}
