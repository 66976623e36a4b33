// @vitest-environment node
import { errorStatus, formatApiError, serverMessage } from './errors';

describe('formatApiError', () => {
  it('formats the server message as `${status}: ${message}`', () => {
    expect(formatApiError({ status: 401, data: { message: 'Invalid username or password', code: 'invalid_credentials' } })).toBe(
      '401: Invalid username or password',
    );
    expect(formatApiError({ status: 409, data: { message: 'Username already exists' } })).toBe('409: Username already exists');
  });

  it('uses a plain-text body as it is', () => {
    expect(formatApiError({ status: 500, data: 'database unavailable' })).toBe('500: database unavailable');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatApiError({ status: 429, data: null })).toBe('429: Too Many Requests');
    expect(formatApiError({ status: 503, data: '' })).toBe('503: Service Unavailable');
    expect(formatApiError({ status: 418, data: {} })).toBe('418: Request failed');
  });

  it('does not show an HTML error page from the gateway', () => {
    expect(
      formatApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html><body>Bad Gateway</body></html>', error: 'SyntaxError' }),
    ).toBe('502: Bad Gateway');
  });

  it('explains network failures', () => {
    expect(formatApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/^Network error/);
  });

  it('handles thrown errors and unknown values', () => {
    expect(formatApiError(new Error('boom'))).toBe('boom');
    expect(formatApiError(undefined)).toBe('Something went wrong. Please try again.');
  });
});

describe('errorStatus', () => {
  it('returns the HTTP status when there is one', () => {
    expect(errorStatus({ status: 401, data: null })).toBe(401);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(502);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
    expect(errorStatus(new Error('x'))).toBeNull();
  });
});

describe('serverMessage', () => {
  it("returns the server's message without the status", () => {
    expect(serverMessage({ status: 402, data: { message: 'Your card was declined.' } })).toBe('Your card was declined.');
    expect(serverMessage({ status: 500, data: 'database unavailable' })).toBe('database unavailable');
  });

  it('is null when the answer carried no message', () => {
    expect(serverMessage({ status: 502, data: '<html>Bad Gateway</html>' })).toBeNull();
    expect(serverMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
  });
});
