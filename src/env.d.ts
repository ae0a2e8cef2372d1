// Vite's types for import.meta (env, glob); the rest of vite/client is written here, so that a
// CSS module's classes are its named exports (import * as styles): a page's code then carries
// only the classes it uses, each as a plain string, not an object of all of the module's.
/// <reference types="vite/types/importMeta.d.ts" />

/** A Sass module's classes, by the names the module gives them (Vite exports each by name too). */
declare module '*.module.scss' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

/** A picture the build copies to assets/: its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** The year the site was prerendered in (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** Where the contact form sends enquiries: '', 'netlify' or a URL (see scripts/enquiry-endpoint.ts). */
declare const __ENQUIRY_ENDPOINT__: string;
/** Where the blog's newsletter box sends addresses: '' or a URL (see scripts/service-settings.ts). */
declare const __NEWSLETTER_ENDPOINT__: string;
/** The booking calendar the contact page links to: '' or an https:// URL (see scripts/service-settings.ts). */
declare const __BOOKING_URL__: string;

/** The URL of the icon sprite the build writes (see iconSprite() in vite.config.ts). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}

/** The site's frame in a language: src/editions/edition.ts imports it. */
declare module '*/shell.yaml' {
  const content: import('./content-schema/units.ts').PageContent<'shell'>;
  export default content;
}

/** The site's facts (src/content/facts/site.yaml), checked, one export per fact: imported by src/site.ts as a namespace. */
declare module '*/facts/site.yaml' {
  const facts: import('./content-schema/units.ts').SiteFacts;
  export = facts;
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

/** The blog's articles in both languages, with their text as HTML: for the server bundle only (scripts/content/articles.ts). */
declare module 'virtual:articles' {
  const articles: readonly import('./content-schema/articles.ts').Article[];
  export default articles;
}
