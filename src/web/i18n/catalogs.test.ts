import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { compileTable, translateMessage } from '@shared/i18n/message-table';
import { messages as bn } from '@shared/i18n/messages/bn';
import { messages as hi } from '@shared/i18n/messages/hi';
import { messages as extraBn } from '@shared/i18n/messages/extra/bn';
import { messages as extraHi } from '@shared/i18n/messages/extra/hi';
import { messages as extraTa } from '@shared/i18n/messages/extra/ta';
import { messages as gamesBn } from '@shared/i18n/messages/games/bn';
import { messages as gamesHi } from '@shared/i18n/messages/games/hi';
import { messages as gamesTa } from '@shared/i18n/messages/games/ta';
import { messages as serverBn } from '@shared/i18n/messages/server/bn';
import { messages as serverHi } from '@shared/i18n/messages/server/hi';
import { messages as serverTa } from '@shared/i18n/messages/server/ta';
import { messages as ta } from '@shared/i18n/messages/ta';
import { promotionMessages } from '@shared/schemas/promotions';
import { depositLimitMessage, playBlockedMessage, responsibleMessages, shorterBlockMessage } from '@shared/schemas/responsible-gambling';
import { twoFactorMessages } from '@shared/schemas/two-factor';
import { walletMessages } from '@shared/schemas/wallet';

// Every message the player sees exists in all four languages: the site's (extracted from the
// source now, so a message added without a translation fails here) and the API's tables.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const translated = ['hi', 'bn', 'ta'] as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|<\/?\d+>/g)].map((match) => match[0]).sort();

describe('message catalogs', () => {
  it('have every message of the player screens in English, Hindi, Bengali and Tamil', async () => {
    const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });
    const catalogs = await getCatalogs(config);
    expect(catalogs).toHaveLength(4);
    const problems: string[] = [];
    let count = 0;
    for (const catalog of catalogs) {
      count += await catalogProblems(catalog, problems);
    }
    expect(count).toBeGreaterThan(600);
    expect(problems).toEqual([]);
  }, 60_000);

  it('give a message the same translation in every catalog: they load into one dictionary, where the last one loaded would win', async () => {
    const config = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts'), skipValidation: true });
    const seen = new Map<string, { translation: string; catalog: string }>();
    const problems: string[] = [];
    for (const catalog of await getCatalogs(config)) {
      const stored = await catalog.readAll();
      for (const locale of translated) {
        for (const [id, entry] of Object.entries(stored[locale] ?? {})) {
          const translation = entry.translation ?? '';
          const first = seen.get(`${locale}:${id}`);
          if (first && first.translation !== translation)
            problems.push(
              `${locale} "${entry.message ?? id}": "${first.translation}" in ${first.catalog}, "${translation}" in ${path.relative(root, catalog.path)}`,
            );
          else seen.set(`${locale}:${id}`, { translation, catalog: path.relative(root, catalog.path) });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('translate every message of the player-facing message sets, the built ones whole', () => {
    const until = new Date('2026-12-01T10:00:00Z');
    // A promotion's code and bonus are refused only to the operator, who reads English.
    const { codeTaken: _codeTaken, bonusAmount: _bonusAmount, ...playerPromotionMessages } = promotionMessages;
    const english = [
      ...Object.values(twoFactorMessages),
      walletMessages.withdrawPasswordNotSet,
      walletMessages.withdrawPasswordAlreadySet,
      walletMessages.withdrawPasswordSaved,
      walletMessages.withdrawPasswordChanged,
      ...Object.values(playerPromotionMessages),
      ...Object.values(responsibleMessages),
      playBlockedMessage('time_out', until),
      playBlockedMessage('self_exclusion', until),
      shorterBlockMessage('time_out', until),
      shorterBlockMessage('self_exclusion', until),
      depositLimitMessage('24h', 100_000, 25_000),
      depositLimitMessage('7d', 100_000, 25_000),
      depositLimitMessage('30d', 100_000, 25_000),
    ];
    const problems: string[] = [];
    // What the server translates with: the core table and its own (the browser never sees these English).
    const serverTables = { hi: { ...hi, ...extraHi, ...serverHi }, bn: { ...bn, ...extraBn, ...serverBn }, ta: { ...ta, ...extraTa, ...serverTa } };
    for (const [locale, table] of Object.entries(serverTables)) {
      const compiled = compileTable(table);
      for (const message of english) {
        const translated = translateMessage(compiled, message);
        // A pattern that swallowed more than its part would carry English words over.
        if (translated === message || /[A-Za-z]{4,} [a-z]{3,}/.test(translated.replace(/\d{1,2} \w{3} \d{4}, \d\d:\d\d IST/, '')))
          problems.push(`${locale}: "${message}" -> "${translated}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    { name: 'the core', tables: { hi, bn, ta }, least: 100 },
    { name: "the house games'", tables: { hi: gamesHi, bn: gamesBn, ta: gamesTa }, least: 10 },
    { name: "the menus' screens'", tables: { hi: extraHi, bn: extraBn, ta: extraTa }, least: 15 },
    { name: "the server's own", tables: { hi: serverHi, bn: serverBn, ta: serverTa }, least: 40 },
  ])("have every API message of $name table in Hindi, Bengali and Tamil, with the English's placeholders", ({ tables, least }) => {
    const english = Object.keys(tables.hi).sort();
    expect(english.length).toBeGreaterThan(least);
    const problems: string[] = [];
    for (const locale of translated) {
      const table: Record<string, string> = tables[locale];
      if (Object.keys(table).sort().join('\n') !== english.join('\n')) problems.push(`${locale} does not hold the same messages as hi`);
      for (const [message, translation] of Object.entries(table)) {
        if (!translation.trim()) problems.push(`${locale} lacks "${message}"`);
        if (placeholders(translation).join() !== placeholders(message).join()) problems.push(`${locale} changes the placeholders of "${message}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];

/** Adds what one catalog lacks (or holds in vain) to `problems`; answers how many messages its screens use. */
async function catalogProblems(catalog: Catalog, problems: string[]): Promise<number> {
  const inSource = await catalog.collect();
  if (!inSource) throw new Error('extraction failed');
  const stored = await catalog.readAll();
  const sourceIds = Object.keys(inSource).sort();
  for (const id of sourceIds) {
    const english = inSource[id]?.message ?? id;
    if (!stored.en?.[id]) problems.push(`en lacks "${english}" (run npx lingui extract)`);
    for (const locale of translated) {
      const translation = stored[locale]?.[id]?.translation;
      if (!translation) problems.push(`${locale} lacks "${english}"`);
    }
  }
  for (const locale of ['en', ...translated]) {
    for (const id of Object.keys(stored[locale] ?? {})) {
      if (!(id in inSource) && !stored[locale]?.[id]?.obsolete) problems.push(`${locale} holds "${id}", which no screen uses (npx lingui extract --clean)`);
    }
  }
  return sourceIds.length;
}
