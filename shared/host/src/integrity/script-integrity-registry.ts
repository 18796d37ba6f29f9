import { scriptIntegrityGlobalName } from './integrity-contract';

type ScriptIntegrityTable = Map<string, string>;

const tableKey = Symbol.for(scriptIntegrityGlobalName);

function pageTable(): ScriptIntegrityTable {
  const page = globalThis as typeof globalThis & { [tableKey]?: ScriptIntegrityTable };
  page[tableKey] ??= new Map();
  return page[tableKey];
}

/** Adds scripts' integrity values (absolute URL -> value) to the page's table. */
export function recordScriptIntegrity(scripts: ReadonlyMap<string, string>): void {
  const table = pageTable();
  for (const [url, integrity] of scripts) table.set(url, integrity);
}

/** The integrity a remote's manifest gives for the script at `url`, if it gives one. */
export function scriptIntegrityOf(url: string): string | undefined {
  try {
    return pageTable().get(new URL(url, document.baseURI).href);
  } catch {
    return undefined;
  }
}
