/**
 * `selected` with `option` switched on or off. Switched on, the list keeps the order of `options`, so the same
 * choices always read (and save) the same way whatever order they were clicked in.
 */
export function toggleOption<T>(options: readonly T[], selected: readonly T[], option: T, on: boolean): T[] {
  return on
    ? options.filter((item) => item === option || selected.includes(item))
    : selected.filter((item) => item !== option);
}
