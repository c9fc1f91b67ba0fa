// The demo banners' artwork, drawn here as SVG and served by Lotus itself (no outside host). The
// pictures carry no words: the site writes each banner's title, subtitle and button over it, in
// the player's language.

type Art = { from: string; to: string; accent: string };

const art: Record<string, Art> = {
  welcome: {
    from: '#0f2027',
    to: '#2c5364',
    accent: '#f9a825',
  },
  cricket: {
    from: '#134e5e',
    to: '#71b280',
    accent: '#ffeb3b',
  },
  casino: {
    from: '#41295a',
    to: '#2f0743',
    accent: '#ff4081',
  },
  payments: {
    from: '#1d2b64',
    to: '#3a6073',
    accent: '#00e5ff',
  },
};

export const bannerArtNames = Object.keys(art);

/** A 1200×450 banner: a gradient and a lotus on the right, the left kept clear for the words. Undefined for an unknown name. */
export function drawBannerArt(name: string): string | undefined {
  // Own keys only: 'constructor' and the like are in every object.
  const a = Object.hasOwn(art, name) ? art[name] : undefined;
  if (!a) return undefined;
  const petals = [-60, -30, 0, 30, 60]
    .map((angle) => `<ellipse cx="0" cy="-70" rx="34" ry="80" transform="rotate(${angle})" fill="${a.accent}" fill-opacity="${angle === 0 ? 0.95 : 0.7}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450" viewBox="0 0 1200 450" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>
<rect width="1200" height="450" fill="url(#g)"/>
<circle cx="1040" cy="80" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="940" cy="420" r="160" fill="#ffffff" fill-opacity="0.05"/>
<g transform="translate(960 290)">${petals}<rect x="-110" y="-4" width="220" height="10" rx="5" fill="${a.accent}" fill-opacity="0.9"/></g>
</svg>`;
}
