import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

import { createQueryClient } from '../../../lib/query-client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders into a fresh host with a query client; `unmount` cleans up. */
export function renderWithQuery(ui: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root: Root = createRoot(host);
  const client = createQueryClient();
  act(() => root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
  return {
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
      client.clear();
    },
  };
}

/** Types into a React-controlled input the way a browser does. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets pending promises (fetch stubs, lazy chunks) settle inside act. */
export async function settle(times = 5) {
  for (let i = 0; i < times; i += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}
