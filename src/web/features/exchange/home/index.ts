// What the home page uses from the exchange. Apart from ../index.ts on purpose: that one also
// carries the shell's bet slip parts, which the home page's own chunk must not pull in.

/**
 * Home's exchange sections (In Play, Upcoming Events), then its children once they answered. In
 * the home page's chunk: the markets are the first screen, so their code is fetched with the
 * page's (preloaded from index.html), not a round trip after it.
 */
export { HomeExchange } from './home-exchange';
