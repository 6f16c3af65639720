// What the browser apps get when they import `@tanstack/react-query`: the one QueryClient's classes
// and hooks, holding only what the apps use. Shared whole it was 13 KB gzip on every page
// (infinite, suspense and parallel queries, hydration, prefetching, …); this facade lets the
// bundler drop what no app calls.
//
// Only the Module Federation builds substitute this file (mf.shared.ts); tests and Storybook use
// the package. It is imported as `#tanstack-react-query` (the `imports` of package.json beside
// this file): the package's own name would be the shared module itself. `tooling/__tests__/federation-facades.test.ts`
// fails when a source file imports a name missing here.
export {
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useIsFetching,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '#tanstack-react-query';
