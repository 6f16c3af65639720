// Screens in Storybook (docs/architecture.md "Design system and Storybook"): a real page of an app,
// rendered with fixed answers and no network. The stories in `<app>/src/stories/` wrap the page in
// `<Screen>`: a MemoryRouter at the page's path and a QueryClient whose caches are filled under the
// real query keys (contract/src/client/query-keys.ts) before the first render. Nothing goes stale
// and nothing is retried, so a page never asks the gateway; a key a story forgot shows the page's
// own loading state, which the visual check would catch.
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QUERY_DEFAULTS } from '@tavollet/contract/client/query-defaults';
import { AppFrame, appFrameClasses } from '@tavollet/design-system/components/AppFrame/AppFrame';

/** One cached answer: the query key as the page builds it and the value its queryFn would return. */
interface CachedAnswer {
  key: QueryKey;
  data: unknown;
}

export interface ScreenProps {
  /** The URL the page is at (with its query), as the router sees it inside the app. */
  path: string;
  /** Answers the page reads, filled in before it renders. */
  answers?: readonly CachedAnswer[];
  children: ReactNode;
}

function filledClient(answers: readonly CachedAnswer[]): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      ...QUERY_DEFAULTS,
      queries: {
        ...QUERY_DEFAULTS.queries,
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { ...QUERY_DEFAULTS.mutations, retry: false },
    },
  });
  for (const answer of answers) client.setQueryData(answer.key, answer.data);
  return client;
}

/** A page of an app with fixed data: its router and its filled QueryClient. */
export function Screen({ path, answers = [], children }: ScreenProps) {
  const [client] = useState(() => filledClient(answers));
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** What the signed-in frame around a screen shows (the shell's layout, the admin frame). */
export interface FrameText {
  /** The role badge beside the brand, e.g. "Tanár". */
  badge: string;
  /** The signed-in person's name in the header. */
  user: string;
  /** The side menu's entries; the first one is the current page. */
  menu: readonly string[];
}

const FRAME_LABELS = {
  brand: 'Távollét',
  skip: 'Ugrás a tartalomra',
  menuButton: 'Menü',
  menu: 'Főmenü',
};

/**
 * The frame of a signed-in area as the design system draws it (AppFrame), so a screen is seen in
 * its real surroundings: header, side menu (a "Menü" button below 48rem) and main area. The shell's
 * own layout needs the shell's session store, so the stories draw the frame themselves.
 */
export function SignedInFrame({ text, children }: { text: FrameText; children: ReactNode }) {
  return (
    <AppFrame
      skipLabel={FRAME_LABELS.skip}
      menuButtonLabel={FRAME_LABELS.menuButton}
      menuLabel={FRAME_LABELS.menu}
      menuId="screen-side-menu"
      mainId="main"
      brand={
        <a href="#main" className={appFrameClasses.brand}>
          {FRAME_LABELS.brand}
        </a>
      }
      badge={text.badge}
      headerEnd={<span>{text.user}</span>}
      menu={
        <ul className={appFrameClasses.menuList}>
          {text.menu.map((label, index) => (
            <li key={label}>
              <a href="#main" className={appFrameClasses.menuLink} aria-current={index === 0 ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </AppFrame>
  );
}

/** Story parameters shared by every screen: the whole canvas, no padding. */
export const SCREEN_PARAMETERS = { layout: 'fullscreen' } as const;
