import { endpointUrl, type AnyEndpoint, type EndpointInput } from '#shared/http/endpoint.ts';
import { apiRequest } from './api-fetch.ts';

/** The file name a Content-Disposition header gives ('attachment; filename="Invoice-INV-2026-0001.pdf"'). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads a file the API serves to a signed-in user (an invoice PDF, the payroll CSV). A plain link
 * cannot carry the bearer token, so the file is fetched through the one API client (token, error
 * body as ApiError) and handed to the browser as a download under the server's file name.
 */
export async function downloadFromApi<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>, fallbackName: string): Promise<string> {
  const res = await apiRequest('GET', endpointUrl(endpoint, input));
  const name = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}
