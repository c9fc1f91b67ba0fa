import { createHash } from 'node:crypto';

// Lotus draws its own title artwork (the spec's CDN cannot be reached): a gradient in colours
// derived from the name, a motif for the game type, and the title. Deterministic, so the same
// title always gets the same picture and browsers may cache it for a long time. The type is not
// written in the picture: the site writes it beside it, in the player's language.

export type ArtVariant = 'card' | 'banner';

const size: Record<ArtVariant, { width: number; height: number }> = {
  card: { width: 320, height: 320 },
  banner: { width: 640, height: 320 },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

function huesOf(name: string): [number, number] {
  const digest = createHash('sha256').update(name).digest();
  const first = ((digest[0] ?? 0) * 360) / 256;
  return [Math.round(first), Math.round((first + 40 + ((digest[1] ?? 0) % 80)) % 360)];
}

/** A simple motif per game type, drawn in a 100×100 box. */
function motif(type: string): string {
  const stroke = 'fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="4" stroke-linecap="round"';
  if (type === 'Fish Game') {
    return `<path d="M15 50 Q45 20 75 50 Q45 80 15 50 Z" ${stroke}/><path d="M75 50 L92 35 L92 65 Z" ${stroke}/><circle cx="32" cy="46" r="4" fill="rgba(255,255,255,0.7)"/>`;
  }
  if (type === 'Table Game' || type === 'India Poker Game') {
    return `<rect x="18" y="20" width="38" height="56" rx="6" ${stroke} transform="rotate(-12 37 48)"/><rect x="44" y="22" width="38" height="56" rx="6" ${stroke} transform="rotate(10 63 50)"/><path d="M63 40 l7 10 -7 10 -7 -10 Z" fill="rgba(255,255,255,0.6)"/>`;
  }
  if (type === 'Crash Game' || type === 'Instant Game') {
    return `<path d="M10 85 Q55 82 88 18" ${stroke}/><path d="M80 14 l12 2 -4 12" ${stroke}/><circle cx="88" cy="18" r="5" fill="rgba(255,255,255,0.7)"/>`;
  }
  if (type === 'CasinoLive') {
    return `<circle cx="50" cy="50" r="34" ${stroke}/><circle cx="50" cy="50" r="18" ${stroke}/><circle cx="80" cy="20" r="7" fill="#ff4d4d"/>`;
  }
  return `<rect x="12" y="25" width="76" height="50" rx="8" ${stroke}/><text x="50" y="62" text-anchor="middle" font-size="30" font-weight="700" fill="rgba(255,255,255,0.7)">777</text>`;
}

/** Words of the title spread over at most three lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

export function renderGameArt({ name, type, variant }: { name: string; type: string; variant: ArtVariant }): string {
  const { width, height } = size[variant];
  const [h1, h2] = huesOf(name);
  const lines = wrap(name.toUpperCase(), variant === 'banner' ? 18 : 12);
  const fontSize = variant === 'banner' ? 40 : 34;
  const textX = variant === 'banner' ? 36 : width / 2;
  const anchor = variant === 'banner' ? 'start' : 'middle';
  const firstY = variant === 'banner' ? height / 2 - ((lines.length - 1) * fontSize * 1.1) / 2 + 8 : height - 40 - (lines.length - 1) * fontSize * 1.1;
  const text = lines
    .map((line, i) => `<text x="${textX}" y="${Math.round(firstY + i * fontSize * 1.1)}" text-anchor="${anchor}">${escapeXml(line)}</text>`)
    .join('');
  const motifBox = variant === 'banner' ? `translate(${width - 250} 40) scale(2.4)` : `translate(${width / 2 - 70} 24) scale(1.4)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 70% 38%)"/><stop offset="1" stop-color="hsl(${h2} 75% 22%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="18" fill="url(#g)"/>
<g transform="${motifBox}">${motif(type)}</g>
<g font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${text}</g>
</svg>`;
}

/** A provider's logo for the strip: its name on a dark plate, small enough to fit inside it. */
export function renderProviderArt(name: string): string {
  const [h1] = huesOf(name);
  // Bold capitals run about 0.72 of the font size wide: 200 of the plate's 240 units hold the name.
  const fontSize = Math.min(24, Math.floor(200 / (0.72 * Math.max(1, name.length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(name)}">
<rect width="240" height="96" rx="14" fill="#15171c" stroke="hsl(${h1} 70% 55%)" stroke-width="3"/>
<text x="120" y="58" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="800" fill="hsl(${h1} 80% 70%)">${escapeXml(name.toUpperCase())}</text>
</svg>`;
}
