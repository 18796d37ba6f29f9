import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  commaListField,
  isPlainObject,
  isSuccessEnvelope,
  numberField,
  parseList,
  readStoredList,
  requiredTextField,
  safeLinkSchema,
  splitPairName,
  textField,
} from '@site-chrome/runtime/schemas';

/** The futures market call is the one answer whose success code is 200, not 0. */
const futuresSuccessCode = 200;

/**
 * One perpetual contract. Raw: `{ settle: "usdt" | "btc", name: "BTC_USDT", coin_name, categories: "a,b",
 * is_tag_st, icon, opening_time? }`. A contract without a name or with a settle other than BTC/USDT is skipped.
 */
const futuresContractFieldsSchema = z.object({
  settle: z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.enum(['BTC', 'USDT'])),
  name: requiredTextField,
  coin_name: textField(),
  categories: commaListField(),
  is_tag_st: booleanField(),
  icon: safeLinkSchema,
  opening_time: numberField(),
});

// Written field by field on purpose: object rest and spread here cost more than the fields' own parsing, and
// the futures answer holds hundreds of contracts.
function buildFuturesContract(contract: z.output<typeof futuresContractFieldsSchema>) {
  const { curr_a: currencyA, curr_b: currencyB } = splitPairName(contract.name);
  return {
    settle: contract.settle,
    name: contract.name,
    coin_name: contract.coin_name,
    categories: contract.categories,
    icon: contract.icon,
    opening_time: contract.opening_time,
    curr_a: currencyA,
    curr_b: currencyB,
    pair: contract.name,
    image_name: currencyA.toLowerCase(),
    link: `/futures/${contract.settle}/${encodeURIComponent(contract.name)}`,
    full_name: contract.coin_name === '' ? currencyA : contract.coin_name,
    isST: contract.is_tag_st,
  };
}

export const futuresContractSchema = z.pipe(futuresContractFieldsSchema, z.transform(buildFuturesContract));

export type FuturesContract = z.infer<typeof futuresContractSchema>;

export type FuturesContractsBySettle = { BTC: FuturesContract[]; USDT: FuturesContract[] };

/** Empty object when the answer was refused (code other than 200), else contracts split by settle. */
export type FuturesContractsResult = FuturesContractsBySettle | Record<string, never>;

/**
 * Reads `{ code: 200, data: { list } }` (a bare `data` array is tolerated). Any other code yields `{}`,
 * as the spec requires, so callers fall back to their cache.
 */
export function parseFuturesContractsResponse(raw: unknown): FuturesContractsResult {
  if (!isSuccessEnvelope(raw, futuresSuccessCode)) return {};
  const list = Array.isArray(raw.data) ? raw.data : isPlainObject(raw.data) ? raw.data.list : undefined;
  const bySettle: FuturesContractsBySettle = { BTC: [], USDT: [] };
  for (const contract of parseList(futuresContractSchema, list, 'futures contract')) {
    bySettle[contract.settle].push(contract);
  }
  return bySettle;
}

/** Contract data (fresh or cached) is usable only when at least one of the BTC or USDT lists has items. */
export function isContractDataAcceptable(value: unknown): value is FuturesContractsBySettle {
  if (!isPlainObject(value)) return false;
  const hasItems = (list: unknown) => Array.isArray(list) && list.length > 0;
  return hasItems(value.BTC) || hasItems(value.USDT);
}

/** Stored contracts read back through the contract schema (links rebuilt from names); null if not the two lists. */
export function readStoredFuturesContracts(stored: unknown): FuturesContractsResult | null {
  if (!isPlainObject(stored)) return null;
  const toAnswer = (contract: Record<string, unknown>) => ({ ...contract, is_tag_st: contract.isST });
  const btc = readStoredList(futuresContractSchema, stored.BTC ?? [], 'futures contract', toAnswer);
  const usdt = readStoredList(futuresContractSchema, stored.USDT ?? [], 'futures contract', toAnswer);
  if (btc === null || usdt === null) return null;
  // A contract stored under the wrong settle list goes back to its own.
  const bySettle: FuturesContractsBySettle = { BTC: [], USDT: [] };
  for (const contract of [...btc, ...usdt]) bySettle[contract.settle].push(contract);
  return bySettle;
}
