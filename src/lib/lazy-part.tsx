import { Suspense, use, type ComponentType } from 'react';

/**
 * A part of a page that is not needed for its first paint or its first interactions (the
 * home page's reviews, far below the fold), loaded after the page instead of with it.
 *
 * - The server loads it before rendering (load()), so the prerendered HTML holds it.
 * - When a prerendered page hydrates, the part is not there yet: it suspends inside its own
 *   <Suspense>, where React keeps the server's HTML as it is and hydrates it once the part's
 *   chunk has arrived (a few milliseconds later). Nothing moves and nothing is re-rendered.
 * - Client-side navigation waits for the part with the page (src/App.tsx), so it never shows
 *   empty.
 * - If the chunk cannot load (the site was redeployed, the network dropped), the part is
 *   left out rather than taking the page down with it.
 */
export interface LazyPart<Props> {
  (props: Props): React.ReactNode;
  /** Loads the part's code and data (once). */
  load(): Promise<ComponentType<Props>>;
}

/** What a part that could not be loaded shows: nothing. */
const Missing = () => null;

/** True for a lazy part (a content value bindPage() must load with its page). */
export function isLazyPart(value: unknown): value is LazyPart<never> {
  return typeof value === 'function' && 'load' in value;
}

/** How parts are imported: set by the page loader (src/page-loader.ts), which holds the imports. */
let importPart: (name: string) => Promise<ComponentType> = (name) =>
  Promise.reject(new Error(`No part loader for ${name}`));

export function setPartImporter(importer: (name: string) => Promise<ComponentType>): void {
  importPart = importer;
}

/** A part of a page by its module's file under src/pages/, e.g. lazyPart('Home/parts/Reviews.ja.ts'). */
export function lazyPart<Props extends object>(name: string): LazyPart<Props> {
  const importer = () => importPart(name) as Promise<ComponentType<Props>>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => {
    loading ??= importer().then(
      (component) => (loaded = component),
      () => (loaded = Missing),
    );
    return loading;
  };
  function Loaded(props: Props) {
    const Component = loaded ?? use(load());
    // Not a component made during render: the part's component is loaded once and kept.
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }
  function Part(props: Props) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { load });
}
