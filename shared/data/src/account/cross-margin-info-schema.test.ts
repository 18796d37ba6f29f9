import { emptyCrossMarginInfo, parseCrossMarginInfoResponse } from './cross-margin-info-schema';

describe('parseCrossMarginInfoResponse', () => {
  it('reads the cross-margin fields', () => {
    expect(
      parseCrossMarginInfoResponse({
        code: 0,
        data: { userTier: '2', userSpotBalance: 15.5, crossMarginUid: 10000123 },
      }),
    ).toEqual({ userTier: 2, userSpotBalance: '15.5', crossMarginUid: '10000123' });
  });

  it('treats an array answer as empty', () => {
    expect(parseCrossMarginInfoResponse({ code: 0, data: [{ userTier: 3 }] })).toEqual(
      emptyCrossMarginInfo(),
    );
    expect(emptyCrossMarginInfo()).toEqual({ userTier: 0, userSpotBalance: '0', crossMarginUid: '' });
  });
});
