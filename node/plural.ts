/** `1 problem`, `2 problems`: a count with its English noun, as the build's and the check's messages say it. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
