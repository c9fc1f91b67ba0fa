import { adminSession } from './admin-session';

// A back-office list's `?format=csv` download. The file is served only with the operator's token,
// so it is fetched as a blob and handed to the browser's download, named as the server names it.

type Query = Record<string, string | number | boolean | undefined>;

export function csvUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  params.set('format', 'csv');
  return `${path}?${params.toString()}`;
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Fetches the CSV and saves it; throws with a message the toast can show. */
export async function downloadCsv(path: string, query: Query = {}): Promise<string> {
  const token = adminSession.getToken();
  const response = await fetch(csvUrl(path, query), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Failed to download CSV');
  }
  const name = fileNameOf(response, 'lotus-export.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
