/// <reference types="vite/client" />

/** The year the site was prerendered in (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** Where the contact form sends enquiries: '', 'netlify' or a URL (see scripts/enquiry-endpoint.ts). */
declare const __ENQUIRY_ENDPOINT__: string;

/** The URL of the icon sprite the build writes (see iconSprite() in vite.config.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/**
 * The home page's content in a language (src/content/<locale>/home.yaml, made into a module by
 * scripts/content/vite-plugin.ts): the home page keeps its bindings, which add the parts it
 * loads after itself, and imports its content file there.
 */
declare module '*/home.yaml' {
  const content: import('./content-schema/units.ts').PageContent<'home'>;
  export default content;
}

/** The students' reviews with a language's words: the home page loads them after itself. */
declare module '*/reviews.yaml' {
  const content: import('./content-schema/units.ts').PageContent<'reviews'>;
  export default content;
}

/** The site's frame in a language: its edition module imports it (src/editions/<locale>.ts). */
declare module '*/shell.yaml' {
  const content: import('./content-schema/units.ts').PageContent<'shell'>;
  export default content;
}

/** The site's facts (src/content/facts/site.yaml), checked: imported by src/site.ts. */
declare module '*/facts/site.yaml' {
  const facts: import('./content-schema/units.ts').SiteFacts;
  export default facts;
}

/** The contact page's content in a language: the contact page keeps its bindings too, for the same reason. */
declare module '*/contact.yaml' {
  const content: import('./content-schema/units.ts').PageContent<'contact'>;
  export default content;
}

/** Every page's whole content in both languages: for the server bundle only (the <head> and structured data). */
declare module 'virtual:content/all' {
  type Units = import('./content-schema/units.ts').UnitName;
  const all: {
    readonly [Locale in import('./routes.ts').Locale]: {
      readonly [Unit in Units]: import('./content-schema/units.ts').UnitContent<Unit>;
    };
  };
  export default all;
}
