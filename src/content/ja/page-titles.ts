// The Japanese edition of ../page-titles.ts: each page's title and the header menu's labels.
// The title shows in the browser tab and in search results as "Title — Brand" (the brand
// comes from site.ts), so each one names what a Japanese visitor searches for.
import type { NavPageName } from '../../routes.ts';

// Each page's title, without the brand (one export per page, named after the page).
export const Home = 'マルタ・オンラインの英語レッスン｜日本語で学べる英会話';
export const About = '講師紹介｜京都出身・マルタ在住の日本語教師';
export const Programs = 'コース・料金';
export const JapaneseLessons = 'マルタの日本語教室・オンライン日本語レッスン';
export const EnglishLessons = '日本人のための英語レッスン（日本語サポートつき）';
export const Gallery = '受講生の上達ストーリー';
export const Blog = '日本語学習コラム';
export const Contact = 'お問い合わせ・無料体験レッスン';
export const Faq = 'よくある質問';
export const Privacy = 'プライバシー・受講規約・キャンセル';
export const Terms = '利用規約';
export const Promo = '無料体験レッスン';
export const ThankYou = 'メッセージを受け付けました';

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'ホーム',
  About: '講師紹介',
  Programs: 'コース・料金',
  Gallery: '受講生の声',
  Blog: 'ブログ',
  Contact: 'お問い合わせ',
} as const satisfies Record<NavPageName, string>;
