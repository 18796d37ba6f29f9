import { handleMockRequest, mockSlowDelayMs } from './handle-mock-request';
import type { MockRequest } from './mock-types';
import { dataRoutes } from './route-expectations';

const get = (path: string, extra: Partial<MockRequest> = {}) =>
  handleMockRequest({ method: 'GET', path, ...extra });
const asVip = { cookies: { demo_login: 'vip' } };

describe('the fault switch', () => {
  it.each(dataRoutes)('error: $path answers HTTP 500', (row) => {
    expect(get(row.path, { query: { ...row.query, __fault: 'error' } }).status).toBe(500);
  });

  it.each(dataRoutes)('malformed: $path is valid JSON of the wrong shape, parsed to nothing', (row) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = get(row.path, { query: { ...row.query, __fault: 'malformed' }, ...asVip });
    expect(answer.status).toBe(200);
    expect(JSON.parse(JSON.stringify(answer.body))).toEqual(answer.body);
    expect(row.parse(answer.body)).toEqual(row.nothing);
  });

  it.each(dataRoutes)('empty: $path keeps its envelope with nothing in it', (row) => {
    const warn = jest.spyOn(console, 'warn');
    const answer = get(row.path, { query: { ...row.query, __fault: 'empty' }, ...asVip });
    expect(answer.status).toBe(200);
    expect(row.parse(answer.body)).toEqual(row.nothing);
    expect(warn).not.toHaveBeenCalled();
  });

  it('slow: answers normally after 6000 ms, beyond the 4000 ms client time-out', () => {
    const answer = get('/apiw/v2/market/spots', { query: { __fault: 'slow' } });
    expect(mockSlowDelayMs).toBe(6000);
    expect(answer.delayMs).toBe(6000);
    expect(answer.body).toEqual(get('/apiw/v2/market/spots').body);
    expect(
      handleMockRequest(
        { method: 'GET', path: '/apiw/v2/market/spots', query: { __fault: 'slow' } },
        { slowDelayMs: 5 },
      ).delayMs,
    ).toBe(5);
  });

  it('takes the query first, then the x-mock-fault header, then the mock_fault cookie', () => {
    const path = '/api/web/v1/compliance/check';
    expect(get(path, { headers: { 'X-Mock-Fault': 'error' } }).status).toBe(500);
    expect(get(path, { cookies: { mock_fault: 'error' } }).status).toBe(500);
    expect(get(path, { query: { __fault: 'empty' }, headers: { 'x-mock-fault': 'error' } }).body).toEqual({
      code: 0,
      data: {},
    });
    expect(get(path, { headers: { 'x-mock-fault': 'empty' }, cookies: { mock_fault: 'error' } }).status).toBe(
      200,
    );
    expect(get(path, { query: { __fault: 'none' }, cookies: { mock_fault: 'error' } }).status).toBe(200);
    expect(get(path, { query: { __fault: 'explode' } }).status).toBe(200);
  });
});
