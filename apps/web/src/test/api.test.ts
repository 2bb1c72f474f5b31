import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { ok, on, resetApi, serve } from '@/test/api';
import { sampleFlight } from '@/test/records';

// each test leaves a drifted stub behind on purpose; the set-up's own reset must not see it
afterEach(() => {
  try {
    resetApi();
  } catch {
    // reported by the test itself
  }
});

describe('the fake API of the unit tests', () => {
  it('answers in the wrapper with the status the route declares', async () => {
    serve(on('GET /user/flights/:id', ok(sampleFlight)));
    await expect(api('GET', `/user/flights/${sampleFlight._id}`)).resolves.toEqual({
      success: true,
      message: 'OK',
      statusCode: 200,
      data: sampleFlight,
    });
    expect(() => resetApi()).not.toThrow();
  });

  it('fails the test when a stub answers a shape the contract does not declare', async () => {
    const { availableSeats: _dropped, ...withoutSeats } = sampleFlight;
    serve(on('GET /user/flights/:id', ok(withoutSeats as typeof sampleFlight)));
    await api('GET', `/user/flights/${sampleFlight._id}`);
    expect(() => resetApi()).toThrow(/GET \/user\/flights\/:id answered what the API never does/);
  });
});
