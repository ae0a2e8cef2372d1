// The Japanese edition of ../page-titles.ts: one title per page, named after the page. A title
// shows in the browser tab and in search results as "Title — Brand" (the brand comes from
// site.ts), so each one names what a Japanese visitor searches for.
export const Contact = 'お問い合わせ・無料体験レッスン';
