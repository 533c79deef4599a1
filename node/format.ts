// How the build, the check, the dev server and the bench write counts, times and sizes in their messages.

/** `1 problem`, `2 problems`: a count with its English noun. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
