import type { ReactNode, SVGProps } from 'react';

// Sport and game glyphs, drawn here as SVG (no image downloads). 24×24, stroke in currentColor.

const glyphs = {
  cricket: (
    <>
      <path d="M4 20l9.5-9.5M13.5 10.5l3-3 3 3-3 3z" />
      <path d="M12 12l-8.5 8.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
      <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5L7 18.5M8 10L3.5 8.5" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 0 0 0 9M12 12a9 9 0 0 0 7.8 4.5M12 12a9 9 0 0 1-7.8 4.5M12 3c4 2 6 5 7.8 8.6M4.2 16.5c.3-4 2.3-7 5.8-9" />
    </>
  ),
  esports: (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.4 1.8L15 14H9l-1.6 1.8A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4z" />
      <path d="M7 11v2M6 12h2M16 11h.01M18 13h.01" />
    </>
  ),
  mma: (
    <>
      <path d="M7 10V7a2 2 0 0 1 4 0v3M11 9V6a2 2 0 0 1 4 0v4M15 9a2 2 0 0 1 4 0v4a7 7 0 0 1-7 7h-1a6 6 0 0 1-6-6v-2a2 2 0 0 1 4 0" />
    </>
  ),
  gaelic: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9h17M3.5 15h17M9 3.5v17M15 3.5v17" />
    </>
  ),
  handball: (
    <>
      <circle cx="17" cy="6" r="3" />
      <path d="M5 21l4-7 3 2 2-5M9 14L6 9l5-2" />
    </>
  ),
  'australian-rules': (
    <>
      <ellipse cx="12" cy="12" rx="9" ry="5.5" transform="rotate(-35 12 12)" />
      <path d="M9 15l6-6M10.5 10.5l1.5 1.5M12 9l1.5 1.5M9 12l1.5 1.5" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M5 3l6 14h7a2 2 0 0 1 0 4h-8a2 2 0 0 1-1.8-1.2L2.5 5" />
      <ellipse cx="18" cy="10" rx="3" ry="1.5" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M6 5.5c2 2 2 11 0 13M18 5.5c-2 2-2 11 0 13M7.5 8h1.5M7.5 12h2M7.5 16h1.5M15 8h1.5M14.5 12h2M15 16h1.5" />
    </>
  ),
  'american-football': (
    <>
      <ellipse cx="12" cy="12" rx="9.5" ry="6" transform="rotate(-45 12 12)" />
      <path d="M9 15l6-6M10 12l2 2M12 10l2 2" />
    </>
  ),
  snooker: (
    <>
      <circle cx="8" cy="15" r="4" />
      <circle cx="16" cy="15" r="4" />
      <circle cx="12" cy="8" r="4" />
    </>
  ),
  'table-tennis': (
    <>
      <path d="M14.5 13.5a6 6 0 1 0-8-8 6 6 0 0 0 8 8z" />
      <path d="M14.5 13.5L20 19a1.4 1.4 0 0 1-2 2l-5.5-5.5" />
      <circle cx="19" cy="6" r="2" />
    </>
  ),
  kabaddi: (
    <>
      <circle cx="8" cy="5" r="2" />
      <circle cx="17" cy="6" r="2" />
      <path d="M8 7v6l-3 7M8 13l3 7M8 9l4-1M17 8l-2 5 2 7M15 13l-3-1M17 8l3 3" />
    </>
  ),
  sportsbook: (
    <>
      <path d="M4 5a2 2 0 0 1 2-2h12v18H6a2 2 0 0 1-2-2z" />
      <path d="M8 7h6M8 11h6M8 15h3" />
    </>
  ),
  casino: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8" cy="8" r="1.3" fill="currentColor" />
      <circle cx="16" cy="8" r="1.3" fill="currentColor" />
      <circle cx="12" cy="12" r="1.3" fill="currentColor" />
      <circle cx="8" cy="16" r="1.3" fill="currentColor" />
      <circle cx="16" cy="16" r="1.3" fill="currentColor" />
    </>
  ),
  cards: (
    <>
      <rect x="3" y="5" width="11" height="15" rx="2" transform="rotate(-10 8 12)" />
      <rect x="10" y="4" width="11" height="15" rx="2" />
      <path d="M15.5 9l1.8 2.2-1.8 2.3-1.8-2.3z" />
    </>
  ),
  slots: (
    <>
      <rect x="3" y="5" width="15" height="15" rx="2" />
      <path d="M7 10v5M10.5 10v5M14 10v5M3 8h15M21 6v6h-3" />
      <circle cx="21" cy="5" r="1" />
    </>
  ),
  matka: (
    <>
      <path d="M8 4h8M9 4c0 2-5 4-5 10a8 6 0 0 0 16 0c0-6-5-8-5-10" />
      <path d="M6 13h12" />
    </>
  ),
  trophy: (
    <>
      <path d="M8 4h8v6a4 4 0 0 1-8 0z" />
      <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
    </>
  ),
  election: (
    <>
      <path d="M4 12h16v8H4zM8 12l3-8h6l-3 8" />
      <path d="M10 16h4" />
    </>
  ),
  games: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
    </>
  ),
  pool: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M11 11h2v2" />
    </>
  ),
  plane: (
    <>
      <path d="M3 16l18-9-4 11-5-3-3 4v-5z" />
      <path d="M12 15l9-8" />
    </>
  ),
  mines: (
    <>
      <circle cx="11" cy="13" r="7" />
      <path d="M16 8l2-2M18 4v2h2M8.5 11a3 3 0 0 1 2.5-1.5" />
    </>
  ),
  fun: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14a4.5 4.5 0 0 0 8 0M9 9h.01M15 9h.01" />
    </>
  ),
  color: (
    <>
      <circle cx="8.5" cy="9" r="5" />
      <circle cx="15.5" cy="9" r="5" />
      <circle cx="12" cy="15" r="5" />
    </>
  ),
  fish: (
    <>
      <path d="M3 12c3-5 9-6 13-3l4-3v12l-4-3c-4 3-10 2-13-3z" />
      <path d="M8 11h.01" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
    </>
  ),
  dice: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1.2" fill="currentColor" />
      <circle cx="15" cy="15" r="1.2" fill="currentColor" />
      <circle cx="15" cy="9" r="1.2" fill="currentColor" />
      <circle cx="9" cy="15" r="1.2" fill="currentColor" />
    </>
  ),
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="14" rx="2" />
      <path d="M3 10h18M16 15h2" />
    </>
  ),
  bets: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type SportIconName = keyof typeof glyphs;

export function SportIcon({ name, ...props }: SVGProps<SVGSVGElement> & { name: SportIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {glyphs[name]}
    </svg>
  );
}
