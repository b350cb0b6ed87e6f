import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { issueMessage, serverFieldErrors } from './form-errors';

const t = ((key: string, params?: Record<string, unknown>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction<'staff'>;

describe('field errors', () => {
  it('put the server’s refusals beside the fields it names, in the reader’s words', () => {
    const error = TRPCClientError.from({
      error: {
        message: 'Invalid input',
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          appCode: 'INVALID_INPUT',
          fieldErrors: { title: ['Too long'], genre: [] },
        },
      },
    });
    expect(serverFieldErrors(error, t)).toEqual({ title: 'form.errors.server' });
  });

  it('are empty for an error that is not the server’s', () => {
    expect(serverFieldErrors(new Error('offline'), t)).toEqual({});
  });

  it('translate the kinds of schema issue the forms meet', () => {
    const issue = (fields: Record<string, unknown>) =>
      issueMessage({ code: 'custom', path: ['x'], ...fields } as never, t);
    expect(issue({ code: 'too_small', origin: 'string', minimum: 1 })).toBe('form.errors.required');
    expect(issue({ code: 'too_small', origin: 'number', minimum: 1 })).toBe(
      'form.errors.number {"min":1}',
    );
    expect(issue({ code: 'too_big', origin: 'string', maximum: 300 })).toBe(
      'form.errors.tooLong {"max":300}',
    );
    expect(issue({ code: 'too_big', origin: 'number', maximum: 5 })).toBe(
      'form.errors.range {"min":0,"max":5}',
    );
    expect(issue({ code: 'invalid_value' })).toBe('form.errors.choice');
    expect(issue({ code: 'invalid_format', format: 'url' })).toBe('form.errors.url');
    expect(issue({ code: 'custom' })).toBe('form.errors.invalid');
  });
});
