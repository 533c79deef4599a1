// Element Timing (Chromium): when a marked element was painted. TypeScript's DOM library does not have it yet.
export {};

declare global {
  interface PerformanceElementTiming extends PerformanceEntry {
    readonly element: Element | null;
  }
}

declare module 'react' {
  // A merged declaration must repeat React's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Names the image for Element Timing, which then reports when it is painted. */
    elementtiming?: string;
  }
}
