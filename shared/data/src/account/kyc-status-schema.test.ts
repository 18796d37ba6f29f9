import { parseKycStatusResponse, unknownKycStatus } from './kyc-status-schema';

describe('parseKycStatusResponse', () => {
  it.each([
    [0, 'unverified'],
    [1, 'pending'],
    [2, 'verified'],
    ['3', 'rejected'],
  ] as const)('reads kyc_status %p as %s', (code, status) => {
    expect(parseKycStatusResponse({ code: 0, data: { kyc_status: code, kyc_level: 2 } })).toEqual({
      status,
      level: 2,
    });
  });

  it('claims nothing the server did not state: a missing or unknown code is unknown', () => {
    for (const kyc_status of [7, -1, 'verified', null, true, undefined]) {
      expect(parseKycStatusResponse({ code: 0, data: { kyc_status } })).toEqual(unknownKycStatus());
    }
  });

  it('keeps the level between 0 and 3', () => {
    const level = (kyc_level: unknown) =>
      parseKycStatusResponse({ code: 0, data: { kyc_status: 2, kyc_level } }).level;
    expect(level('2')).toBe(2);
    expect(level(99)).toBe(3);
    expect(level(-4)).toBe(0);
    expect(level(1.7)).toBe(1);
    expect(level('lots')).toBe(0);
  });

  it('reads a failed or malformed answer as nothing known', () => {
    expect(parseKycStatusResponse({ code: 500, data: null })).toEqual(unknownKycStatus());
    expect(parseKycStatusResponse({ code: 0, data: [] })).toEqual(unknownKycStatus());
    expect(parseKycStatusResponse('garbage')).toEqual({ status: 'unknown', level: 0 });
  });
});
