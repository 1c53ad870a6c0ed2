/** Runs the last scheduled call once a wait has passed with no newer call; cancel drops it. */
export interface Debouncer<T> {
  readonly schedule: (value: T) => void;
  readonly cancel: () => void;
}

/**
 * A debouncer for a search box: `schedule(text)` runs `run(text)` `waitMs` after the last
 * schedule; `cancel()` drops a pending run (the field was cleared).
 * @example const search = createDebouncer(300, onSearch); search.schedule('wash');
 */
export function createDebouncer<T>(waitMs: number, run: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    schedule: (value) => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run(value);
      }, waitMs);
    },
    cancel,
  };
}
