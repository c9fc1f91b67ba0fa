// The demo banners' artwork, drawn here as SVG and served by Lotus itself (no outside host).

type Art = { title: string; subtitle: string; cta: string; from: string; to: string; accent: string };

const art: Record<string, Art> = {
  welcome: {
    title: 'Welcome to Lotus',
    subtitle: 'Exchange betting at the best odds, in rupees',
    cta: 'Join now',
    from: '#0f2027',
    to: '#2c5364',
    accent: '#f9a825',
  },
  cricket: {
    title: 'Live Cricket Exchange',
    subtitle: 'Back and lay Match Odds, Bookmaker and Fancy',
    cta: 'Bet in-play',
    from: '#134e5e',
    to: '#71b280',
    accent: '#ffeb3b',
  },
  casino: {
    title: 'Provably Fair Casino',
    subtitle: 'Aviator, Mines, Dice, Plinko, Hi-Lo and more',
    cta: 'Play now',
    from: '#41295a',
    to: '#2f0743',
    accent: '#ff4081',
  },
  payments: {
    title: 'Fast UPI Deposits',
    subtitle: 'UPI and bank transfer, withdrawals within 45 minutes',
    cta: 'Deposit',
    from: '#1d2b64',
    to: '#3a6073',
    accent: '#00e5ff',
  },
};

export const bannerArtNames = Object.keys(art);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A 1200×450 banner: gradient, a lotus, the title, a line and a button. Undefined for an unknown name.
 * The words start 112 units in, clear of the carousel's arrow on a phone (28 px on a 366 px slide).
 */
export function drawBannerArt(name: string): string | undefined {
  // Own keys only: 'constructor' and the like are in every object.
  const a = Object.hasOwn(art, name) ? art[name] : undefined;
  if (!a) return undefined;
  const petals = [-60, -30, 0, 30, 60]
    .map((angle) => `<ellipse cx="0" cy="-70" rx="34" ry="80" transform="rotate(${angle})" fill="${a.accent}" fill-opacity="${angle === 0 ? 0.95 : 0.7}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450" viewBox="0 0 1200 450" role="img" aria-label="${escapeXml(a.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient></defs>
<rect width="1200" height="450" fill="url(#g)"/>
<circle cx="1040" cy="80" r="220" fill="#ffffff" fill-opacity="0.06"/><circle cx="940" cy="420" r="160" fill="#ffffff" fill-opacity="0.05"/>
<g transform="translate(960 290)">${petals}<rect x="-110" y="-4" width="220" height="10" rx="5" fill="${a.accent}" fill-opacity="0.9"/></g>
<text x="112" y="175" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(a.title)}</text>
<text x="112" y="235" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.85">${escapeXml(a.subtitle)}</text>
<rect x="112" y="285" width="230" height="64" rx="32" fill="${a.accent}"/>
<text x="227" y="327" text-anchor="middle" font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#111111">${escapeXml(a.cta)}</text>
</svg>`;
}
