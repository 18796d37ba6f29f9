import * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject, readEnvelopeData } from '@site-chrome/runtime/schemas';

// Keys are matched exactly, so anything that is not a non-empty string is dropped rather than stringified.
const keyListField = () =>
  z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((keys: unknown[]) =>
        keys.filter((key): key is string => typeof key === 'string' && key !== ''),
      ),
    ),
    (): string[] => [],
  );

/**
 * Compliance check: `menu_list` holds hidden feature keys (deposit, xstocks, ondo, launchpad, footer keys),
 * `business_list` hidden businesses (fiat_trade, button_alpha_hidden). Both default to empty.
 */
const complianceSchema = z.object({
  menu_list: keyListField(),
  business_list: keyListField(),
});

export type Compliance = z.infer<typeof complianceSchema>;

export function emptyCompliance(): Compliance {
  return { menu_list: [], business_list: [] };
}

/** Compliance lists from `{ code: 0, data: { menu_list, business_list } }`. */
export function parseComplianceResponse(raw: unknown): Compliance {
  const data = readEnvelopeData(raw);
  return isPlainObject(data) ? complianceSchema.parse(data) : emptyCompliance();
}
