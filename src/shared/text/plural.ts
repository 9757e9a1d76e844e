/** "1 lead is", "3 leads are": the count with the singular or plural words. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
