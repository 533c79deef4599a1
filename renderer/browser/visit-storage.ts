// A value kept for the visit: in sessionStorage, so it survives client-side navigation and reloads and a new visit
// starts without it, and in memory for this page load where the browser refuses storage (some private modes).
export function visitValue(key: string) {
  let kept: string | null = null;
  return {
    get(): string | null {
      try {
        return window.sessionStorage.getItem(key) ?? kept;
      } catch {
        return kept;
      }
    },
    set(value: string): void {
      kept = value;
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        // Storage refused: the value stays for this page load.
      }
    },
  };
}
