import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 }, mutations: { retry: false } },
  });
}

/** A cache filled before the first render (`preloadAppScreens`), which the app's provider then takes over. */
let preparedQueryClient: QueryClient | undefined;

export function prepareQueryClient() {
  preparedQueryClient = createQueryClient();
  return preparedQueryClient;
}

function takePreparedQueryClient() {
  const prepared = preparedQueryClient;
  preparedQueryClient = undefined;
  return prepared;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? takePreparedQueryClient() ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
