import type { Browser, BrowserContext, Page } from "@playwright/test";

// A page's async scripts may arrive after the page is shown, so a click or a file chosen before
// React has hydrated the element is lost. Every browser the tests start therefore
// waits, after `goto`, `reload`, `goBack` and `goForward`, until React has hydrated the whole page:
// the shell and every Suspense boundary. React reports each commit to the hook its developer tools
// install; the tests install a small one of their own before any page script runs.
// `waitUntil: "domcontentloaded"` or `"commit"` opts out, for tests of what happens before.
// The same hook counts how often React draws each element with a `data-testid`
// (`window.__drawnByTestId`), for tests of work a page should not do twice.

declare global {
  interface Window {
    /** True once every React root on the page has committed with nothing left to hydrate. */
    __pageHydrated?: () => boolean;
    /** How many times React has drawn each element with a `data-testid`, by test id. */
    __drawnByTestId?: Record<string, number>;
  }
}

/** Runs in the page before its own scripts (serialised: it may use nothing from outside). */
function reportHydration() {
  type Fiber = {
    tag: number;
    memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null;
    memoizedProps: Record<string, unknown> | null;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  // React's fiber tags: the two kinds of boundary that can wait, dehydrated, to hydrate later,
  // and an element.
  const SUSPENSE = 13;
  const ACTIVITY = 31;
  const HOST_COMPONENT = 5;
  // An element React draws again gets a new props object; one it skips keeps its old one. Each
  // fiber and its alternate (React's two copies) share one entry.
  const drawnByTestId: Record<string, number> = {};
  const propsSeen = new WeakMap<Fiber, unknown>();
  const countIfDrawn = (fiber: Fiber) => {
    const testId = fiber.memoizedProps?.["data-testid"];
    if (fiber.tag !== HOST_COMPONENT || typeof testId !== "string") return;
    const key = fiber.alternate && propsSeen.has(fiber.alternate) ? fiber.alternate : fiber;
    if (propsSeen.get(key) === fiber.memoizedProps) return;
    drawnByTestId[testId] = (drawnByTestId[testId] ?? 0) + 1;
    propsSeen.set(key, fiber.memoizedProps);
  };
  /** Reads a committed tree: counts what was drawn, and says whether any of it waits to hydrate. */
  const readCommit = (rootFiber: Fiber) => {
    let waits = rootFiber.memoizedState?.isDehydrated === true;
    const stack: Fiber[] = [rootFiber];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if ((fiber.tag === SUSPENSE || fiber.tag === ACTIVITY) && fiber.memoizedState?.dehydrated)
        waits = true;
      countIfDrawn(fiber);
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    return waits;
  };
  const roots = new Map<object, boolean>();
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) =>
        roots.set(root, readCommit(root.current)),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    },
    __pageHydrated: () => roots.size > 0 && [...roots.values()].every((waits) => !waits),
    __drawnByTestId: drawnByTestId,
  });
}

/** Waits until a page that loads React has hydrated all of it (at once for a page without). */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const loadsReact = [...document.scripts].some(
      (script) => script.src.includes("/_next/") || script.text.includes("/_next/static/"),
    );
    return !loadsReact || window.__pageHydrated?.() === true;
  });
}

type Navigation = (...args: never[]) => Promise<unknown>;
const followed = new WeakSet<Page>();

function followHydration(page: Page) {
  if (followed.has(page)) return;
  followed.add(page);
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = (page[name] as Navigation).bind(page);
    Object.assign(page, {
      [name]: async (...args: never[]) => {
        const response = await navigate(...args);
        const options = args.at(-1) as { waitUntil?: string } | undefined;
        const waitUntil = typeof options === "object" ? options?.waitUntil : undefined;
        if (waitUntil !== "domcontentloaded" && waitUntil !== "commit") await untilHydrated(page);
        return response;
      },
    });
  }
}

async function watchContext(context: BrowserContext) {
  await context.addInitScript(reportHydration);
  context.on("page", followHydration);
  context.pages().forEach(followHydration);
  return context;
}

/** Makes every context the browser opens wait for hydration after each navigation (unless
 * JavaScript is off in it: nothing hydrates, and the page cannot be asked). */
export function watchBrowser(browser: Browser) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    return options?.javaScriptEnabled === false ? context : watchContext(context);
  };
}
