// Builds ifsc-branches.tsv.gz, the offline bank directory, from the npm package `ifsc-nodejs`
// (MIT; RBI's IFSC list as published in Razorpay's IFSC dataset: bank, branch, address, city,
// district, state for each IFSC). That package cannot be installed as a dependency here (it
// depends on a placeholder `fs` package the registry no longer serves), so its data is
// unpacked once and kept compact:
//
//   npm pack ifsc-nodejs@1.0.5 && tar xzf ifsc-nodejs-1.0.5.tgz
//   npx tsx src/server/modules/banks/dataset/build-ifsc-dataset.ts ./package/ifsc
//
// Format (UTF-8, gzip): `@<n>\t<bank name>` lines name the banks, then one line per branch:
// `<IFSC>\t<n>\t<branch>\t<city>\t<state>`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Some fields are numbers or null in the source.
type Branch = { BANK?: unknown; BRANCH?: unknown; CITY?: unknown; DISTRICT?: unknown; STATE?: unknown };

const sourceDir = process.argv[2];
if (!sourceDir) throw new Error('usage: build-ifsc-dataset.ts <ifsc-nodejs package>/ifsc');
const readJson = (name: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.join(sourceDir, name), 'utf8')) as Record<string, unknown>;

const bankNames = readJson('banknames.json') as Record<string, string>;
const sublets = readJson('sublet.json') as Record<string, string>;
const clean = (text: unknown) =>
  String(text ?? '')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const banks = new Map<string, number>();
const lines: string[] = [];
const files = fs
  .readdirSync(sourceDir)
  .filter((file) => /^[A-Z]{4}\.json$/.test(file))
  .sort();
for (const file of files) {
  const branches = readJson(file) as Record<string, Branch>;
  for (const [ifsc, branch] of Object.entries(branches).sort(([a], [b]) => a.localeCompare(b))) {
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc) || typeof branch !== 'object') continue;
    const bankCode = sublets[ifsc] ?? ifsc.slice(0, 4);
    const bankName = clean(bankNames[bankCode] ?? branch.BANK);
    if (!banks.has(bankName)) banks.set(bankName, banks.size);
    const city = clean(branch.CITY) || clean(branch.DISTRICT);
    lines.push([ifsc, banks.get(bankName), clean(branch.BRANCH), city, clean(branch.STATE)].join('\t'));
  }
}
const header = [...banks].map(([name, index]) => `@${index}\t${name}`);
const text = `${[...header, ...lines].join('\n')}\n`;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ifsc-branches.tsv.gz');
fs.writeFileSync(out, gzipSync(text, { level: 9 }));
console.log(`${lines.length} branches of ${banks.size} banks: ${text.length} bytes, ${fs.statSync(out).size} gzipped`);
