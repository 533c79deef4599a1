// What a page's title becomes in the tab and in search results: the brand follows every title but the home
// page's. The compile writes it and the check measures it, so the two count the same characters.

export const titleSuffix = (brandName: string) => ` | ${brandName}`;
