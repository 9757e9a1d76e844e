export const FEATURE_NAME_EXCEPTIONS: Record<string, string>;
export function misnamedFeatures(srcDir: string, exceptions?: Record<string, string>): string[];
export function staleExceptions(srcDir: string, exceptions?: Record<string, string>): string[];
