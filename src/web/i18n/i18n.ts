import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { isLanguage, pickLanguage, type Language } from '@shared/i18n/languages';
import { compileTable, translateMessage, type CompiledTable, type MessageTable } from '@shared/i18n/message-table';
import { readText, writeText } from '@web/lib/local-store';
import { compileEnglish } from './compile-english';

// The language the site speaks: each language's catalog (and its table of API messages) is a lazy
// chunk, loaded before the language is switched on. A visitor's choice is kept in this browser; a
// signed-in player's is also saved on the server (language-sync.tsx).

export const LANGUAGE_STORAGE_KEY = 'lotus_language';

type Loaded = { messages: Messages; apiMessages: CompiledTable };

/** Each loaded language's API messages: its own table joined with those of the areas loaded. */
const apiTables = new Map<Language, CompiledTable | undefined>();
/** The language's own table (loaded with its catalog) and its areas' tables (loaded with theirs), apart. */
const coreApiTables = new Map<Language, CompiledTable>();
const areaApiTables = new Map<Language, MessageTable>();

function joinApiTables(language: Language): void {
  const core = coreApiTables.get(language);
  if (!core) return;
  const area = areaApiTables.get(language);
  if (!area) {
    apiTables.set(language, core);
    return;
  }
  const more = compileTable(area);
  apiTables.set(language, { exact: new Map([...core.exact, ...more.exact]), patterns: [...core.patterns, ...more.patterns] });
}

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Loaded>> = {
  hi: async () => {
    const [catalog, table] = await Promise.all([import('./locales/hi.po'), import('@shared/i18n/messages/hi')]);
    return { messages: catalog.messages, apiMessages: compileTable(table.messages) };
  },
  bn: async () => {
    const [catalog, table] = await Promise.all([import('./locales/bn.po'), import('@shared/i18n/messages/bn')]);
    return { messages: catalog.messages, apiMessages: compileTable(table.messages) };
  },
  ta: async () => {
    const [catalog, table] = await Promise.all([import('./locales/ta.po'), import('@shared/i18n/messages/ta')]);
    return { messages: catalog.messages, apiMessages: compileTable(table.messages) };
  },
};

// Catalogs of screens away from the home page (the areas of lingui.config.ts besides the core), so
// the home page in a language loads only what it shows: `extra` holds the screens opened from the
// menus, `games` the house games in the game frame and the Fairness page, `tables` the card tables.
export type CatalogArea = 'extra' | 'games' | 'tables';

type AreaLoaded = { messages: Messages; apiMessages?: MessageTable };

/** An area's catalog with its own table of API messages (which joins the language's table once loaded). */
async function withApiTable(catalog: Promise<{ messages: Messages }>, table: Promise<{ messages: MessageTable }>): Promise<AreaLoaded> {
  const [loaded, api] = await Promise.all([catalog, table]);
  return { messages: loaded.messages, apiMessages: api.messages };
}

const areaLoaders: Record<CatalogArea, Record<Exclude<Language, 'en'>, () => Promise<AreaLoaded>>> = {
  extra: {
    hi: () => withApiTable(import('./locales/extra/hi.po'), import('@shared/i18n/messages/extra/hi')),
    bn: () => withApiTable(import('./locales/extra/bn.po'), import('@shared/i18n/messages/extra/bn')),
    ta: () => withApiTable(import('./locales/extra/ta.po'), import('@shared/i18n/messages/extra/ta')),
  },
  games: {
    hi: () => withApiTable(import('./locales/games/hi.po'), import('@shared/i18n/messages/games/hi')),
    bn: () => withApiTable(import('./locales/games/bn.po'), import('@shared/i18n/messages/games/bn')),
    ta: () => withApiTable(import('./locales/games/ta.po'), import('@shared/i18n/messages/games/ta')),
  },
  tables: { hi: () => import('./locales/tables/hi.po'), bn: () => import('./locales/tables/bn.po'), ta: () => import('./locales/tables/ta.po') },
};
/** Which area catalogs each language holds already, and which areas the site has asked for. */
const areasLoaded = new Map<Language, Set<CatalogArea>>();
const areasWanted = new Set<CatalogArea>();

async function loadAreas(language: Language): Promise<void> {
  if (language === 'en') return;
  const loaded = areasLoaded.get(language) ?? new Set<CatalogArea>();
  areasLoaded.set(language, loaded);
  const missing = [...areasWanted].filter((area) => !loaded.has(area));
  const catalogs = await Promise.all(missing.map((area) => areaLoaders[area][language]()));
  catalogs.forEach((catalog, index) => {
    i18n.load(language, catalog.messages);
    if (catalog.apiMessages) areaApiTables.set(language, { ...areaApiTables.get(language), ...catalog.apiMessages });
    loaded.add(missing[index]!);
  });
  if (catalogs.some((catalog) => catalog.apiMessages)) joinApiTables(language);
}

/** Loads these areas' catalogs in the site's language (and in every language switched to after). */
export async function loadCatalogs(...areas: CatalogArea[]): Promise<void> {
  for (const area of areas) areasWanted.add(area);
  await loadAreas(pending ?? current);
}

/** The extra screens' catalog (see loadCatalogs). */
export const loadExtraCatalog = (): Promise<void> => loadCatalogs('extra');

/** A lazy page module, ready once its areas' catalogs are. */
export async function withCatalogs<M>(page: Promise<M>, ...areas: CatalogArea[]): Promise<M> {
  const [module] = await Promise.all([page, loadCatalogs(...areas)]);
  return module;
}

/** A lazy page module of the extra screens, ready once its catalog is. */
export const withExtraCatalog = <M>(page: Promise<M>): Promise<M> => withCatalogs(page, 'extra');

let current: Language = 'en';
let pending: Language | undefined;
const listeners = new Set<() => void>();

/** The language this browser starts in: the one chosen here before, else the browser's first of ours. */
export function initialLanguage(): Language {
  const stored = readText(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

// English is each message's own source text (see compile-english.ts): it is ready at once.
i18n.setMessagesCompiler(compileEnglish);
i18n.load('en', {});
apiTables.set('en', undefined);

function switchTo(language: Language): void {
  current = language;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Switches the site to the language, after loading its chunk the first time (English and a
 * language loaded before switch at once); the last call wins when two race.
 */
export async function activateLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (remember) writeText(LANGUAGE_STORAGE_KEY, language);
  pending = language;
  if (language !== 'en' && !apiTables.has(language)) {
    const loaded = await loaders[language]();
    i18n.load(language, loaded.messages);
    coreApiTables.set(language, loaded.apiMessages);
    joinApiTables(language);
  }
  await loadAreas(language);
  if (pending === language) switchTo(language);
}

// Another page of the site chose a language (the lobby around an open game's frame, another tab):
// this one follows at once, without writing it back.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LANGUAGE_STORAGE_KEY || !isLanguage(event.newValue) || event.newValue === (pending ?? current)) return;
    void activateLanguage(event.newValue, { remember: false });
  });
}

export const currentLanguage = (): Language => current;

export function useLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentLanguage,
    currentLanguage,
  );
}

/** An API or form-check message (English, word for word the spec's) in the site's language. */
export function translateApiMessage(message: string): string {
  const table = apiTables.get(current);
  return table ? translateMessage(table, message) : message;
}

export { i18n };
