/**
 * Delays `func` until `wait` ms have passed without another call. With `immediate` the first call
 * of a burst runs at once and the trailing call is dropped.
 */
export function debounce<A extends unknown[], R>(func: (...args: A) => R, wait: number, immediate = false) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let result: R | undefined;
  const debounced = function (this: unknown, ...args: A): R | undefined {
    const callNow = immediate && !timer;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!immediate) result = func.apply(this, args);
    }, wait);
    if (callNow) result = func.apply(this, args);
    return result;
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
