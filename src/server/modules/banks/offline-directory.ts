import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { BankBranch } from '@shared/schemas/wallet';

// The offline bank directory: about 143,000 branches of RBI's IFSC list in dataset/ifsc-branches.tsv.gz
// (built by dataset/build-ifsc-dataset.ts). Loaded once, on the first lookup, into one map.

const datasetFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dataset', 'ifsc-branches.tsv.gz');

type Directory = { banks: Map<number, string>; branches: Map<string, string> };
let loading: Promise<Directory> | undefined;

async function loadDirectory(): Promise<Directory> {
  const text = (await promisify(gunzip)(await fs.readFile(datasetFile))).toString('utf8');
  const banks = new Map<number, string>();
  const branches = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('@')) {
      const tab = line.indexOf('\t');
      banks.set(Number(line.slice(1, tab)), line.slice(tab + 1));
    } else if (line.length > 12) {
      branches.set(line.slice(0, 11), line.slice(12));
    }
  }
  return { banks, branches };
}

/** The branch of an IFSC from the offline dataset, or undefined when it is not listed. */
export async function findOfflineBranch(ifsc: string): Promise<BankBranch | undefined> {
  loading ??= loadDirectory().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const directory = await loading;
  const rest = directory.branches.get(ifsc);
  if (rest === undefined) return undefined;
  const [bankIndex = '', branch = '', city = '', state = ''] = rest.split('\t');
  return { ifsc, bank: directory.banks.get(Number(bankIndex)) ?? '', branch, city, state };
}
