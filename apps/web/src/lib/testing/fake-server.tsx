import type { Language } from '@app/i18n';
import { createI18n } from '@app/i18n/resources';
import { ToastProvider } from '@app/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient, trpc } from '../trpc';

/** The fake server's answer to one procedure call; throw `refusal(…)` to refuse it. */
export type Answer = (path: string, input: unknown) => unknown;

/** A call the fake server received. */
export interface Call {
  path: string;
  input: unknown;
}

/** The error the tRPC client raises when the server refuses with `code` (NOT_FOUND…). */
export function refusal(code: string, message = code): TRPCClientError<never> {
  return new TRPCClientError(message, {
    result: { error: { code: -32000, message, data: { code } } },
  } as never);
}

/**
 * For component tests: renders `ui` in one language with a tRPC client whose every call is
 * answered by `answer` (a procedure's path and input in, its data out), and the toasts.
 */
export function renderWithServer(
  ui: ReactNode,
  { answer, language = 'en' }: { answer: Answer; language?: Language },
) {
  const calls: Call[] = [];
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            calls.push({ path: op.path, input: op.input });
            Promise.resolve()
              .then(() => answer(op.path, op.input))
              .then(
                (data) => {
                  observer.next({ result: { type: 'data', data } });
                  observer.complete();
                },
                (error: unknown) =>
                  observer.error(
                    error instanceof TRPCClientError
                      ? error
                      : TRPCClientError.from(error instanceof Error ? error : new Error('refused')),
                  ),
              );
          }),
    ],
  });
  const queryClient = createQueryClient();
  const rendered = render(
    <I18nextProvider i18n={createI18n(language)}>
      <trpc.Provider client={client} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{ui}</ToastProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>,
  );
  return { ...rendered, calls, queryClient };
}
