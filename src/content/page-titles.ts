// Page titles: one line per page, named after the page. A title shows in the browser tab and
// in search results as "Title — Brand" (the brand comes from site.ts). Change the words
// between the quotes. (The header menu's labels are in shell.ts.)
export const Contact = 'Contact & Free Trial';
