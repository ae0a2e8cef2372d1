/// <reference types="vite/client" />

/** The year the site was prerendered in (see vite.config.ts). */
declare const __BUILD_YEAR__: number;

/** Where the contact form sends enquiries: '', 'netlify' or a URL (see scripts/enquiry-endpoint.ts). */
declare const __ENQUIRY_ENDPOINT__: string;
