// How the bench writes its figures, and the median it takes of repeated runs.

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
