import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  coinIconUrl,
  parseEnvelopeList,
  requiredTextField,
  splitPairName,
  textField,
} from '@site-chrome/runtime/schemas';

/**
 * One USDT-settled delivery contract. Raw: `{ underlying: "BTC_USDT", name: "BTC_USDT_20251226", full_name,
 * is_tag_st }`. A contract without a name is skipped; a missing underlying is read from the name.
 */
const deliveryContractFieldsSchema = z.object({
  underlying: textField(),
  name: requiredTextField,
  full_name: textField(),
  is_tag_st: booleanField(),
});

export const deliveryContractSchema = z.pipe(
  deliveryContractFieldsSchema,
  z.transform(
    ({
      underlying,
      name,
      full_name: fullName,
      is_tag_st: specialTreatment,
    }: z.output<typeof deliveryContractFieldsSchema>) => {
      const { curr_a: currencyA, curr_b: currencyB } = splitPairName(underlying === '' ? name : underlying);
      const pair = underlying === '' ? `${currencyA}_${currencyB}` : underlying;
      return {
        icon: coinIconUrl(currencyA),
        name,
        link: `/futures-delivery/USDT/${encodeURIComponent(name)}`,
        curr_a: currencyA,
        curr_b: currencyB,
        pair,
        full_name: fullName === '' ? currencyA : fullName,
        isST: specialTreatment,
      };
    },
  ),
);

export type DeliveryContract = z.infer<typeof deliveryContractSchema>;

/** Delivery contracts from `{ code: 0, data: { list } }`. */
export function parseDeliveryContractsResponse(raw: unknown): DeliveryContract[] {
  return parseEnvelopeList(deliveryContractSchema, raw, 'delivery contract');
}
