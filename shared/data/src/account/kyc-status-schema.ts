import * as z from '@site-chrome/runtime/schema-kit';
import { isPlainObject, numberField, numericEnumField, readEnvelopeData } from '@site-chrome/runtime/schemas';

/** Server codes of `kyc_status`: 0 not started, 1 under review, 2 verified, 3 refused. */
const kycStatusNames = { 0: 'unverified', 1: 'pending', 2: 'verified', 3: 'rejected' } as const;
/** `unknown`: no answer, or a code the server does not define; the menu then says nothing. */
type KycStatusName = (typeof kycStatusNames)[keyof typeof kycStatusNames] | 'unknown';
const unknownCode = -1;

/** The highest verification level granted (basic, advanced, institutional). */
const highestKycLevel = 3;

/** Raw: `{ kyc_status: 0-3, kyc_level: 0-3 }`. */
const rawKycStatusSchema = z.object({
  kyc_status: numericEnumField([0, 1, 2, 3, unknownCode], unknownCode),
  kyc_level: numberField(0),
});

/** The user's identity verification: where it stands and the level it reached (0 when none). */
export interface KycStatus {
  status: KycStatusName;
  level: number;
}

/** Nothing known (a failed call, a malformed answer): nothing is claimed either way. */
export function unknownKycStatus(): KycStatus {
  return { status: 'unknown', level: 0 };
}

/** KYC status from `{ code: 0, data: { kyc_status, kyc_level } }`; anything else is `unknownKycStatus()`. */
export function parseKycStatusResponse(raw: unknown): KycStatus {
  const data = readEnvelopeData(raw);
  if (!isPlainObject(data)) return unknownKycStatus();
  const parsed = rawKycStatusSchema.parse(data);
  if (parsed.kyc_status === unknownCode) return unknownKycStatus();
  const level = Math.min(highestKycLevel, Math.max(0, Math.trunc(parsed.kyc_level)));
  return { status: kycStatusNames[parsed.kyc_status], level };
}
