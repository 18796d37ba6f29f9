import * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject, numberField, readEnvelopeData, textField } from '@site-chrome/runtime/schemas';

/** Cross-margin account data. Raw: `{ userTier, userSpotBalance (decimal string), crossMarginUid }`. */
const crossMarginInfoSchema = z.object({
  userTier: numberField(),
  userSpotBalance: textField('0'),
  crossMarginUid: textField(),
});

export type CrossMarginInfo = z.infer<typeof crossMarginInfoSchema>;

/** The empty cross-margin data: tier 0, balance "0", no uid. */
export function emptyCrossMarginInfo(): CrossMarginInfo {
  return crossMarginInfoSchema.parse({});
}

/** Reads `{ code: 0, data }`. An array `data` (the server's "nothing here") is treated as empty, per spec. */
export function parseCrossMarginInfoResponse(raw: unknown): CrossMarginInfo {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? crossMarginInfoSchema.parse(data) : emptyCrossMarginInfo();
}
