import { describe, expect, it } from 'vitest';
import { shutDown } from './shutdown';

function fakeApp(close: () => Promise<unknown>) {
  const errors: { details: object; message: string }[] = [];
  return {
    app: {
      close,
      log: { info: () => {}, error: (details: object, message: string) => errors.push({ details, message }) },
    },
    errors,
  };
}

describe('shutting down', () => {
  it('exits 0 once the app has closed', async () => {
    const codes: number[] = [];
    const { app, errors } = fakeApp(async () => {});
    await shutDown(app, { step: 'x' }, (code) => codes.push(code), 1000);
    expect(codes).toEqual([0]);
    expect(errors).toEqual([]);
  });

  it('exits 1 at the deadline when something hangs, naming the step it abandoned', async () => {
    const codes: number[] = [];
    const progress = { step: 'finishing requests' };
    const { app, errors } = fakeApp(() => {
      progress.step = 'outbox (mail and push being sent)';
      return new Promise(() => {});
    });
    void shutDown(app, progress, (code) => codes.push(code), 200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(codes).toEqual([1]);
    expect(errors[0]?.details).toEqual({ abandoned: 'outbox (mail and push being sent)' });
  });
});
