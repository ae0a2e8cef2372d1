// The Japanese edition of ../about.ts: the teacher's story, her credentials, her certification
// (at least 26 university credits in Japanese language education, with the government list of
// approved universities) and her three values, written to Japanese readers.
import type { Certification } from '../about.ts';
import type * as en from '../about.ts';
import type { ContentPicture, Hero } from '../card-types.ts';
import type { Localized } from '../localized.ts';
// The portrait is the one the English page shows: the teacher swaps her photo on one line of
// ../portrait.ts, and both editions show it. Only its description is written here.
import { portraitPicture } from '../portrait.ts';
import { site } from './site.ts';

export const aboutHero = {
  eyebrow: 'プロフィール',
  title: '講師紹介',
  lead: `はじめまして、${site.teacherName}（${site.teacherNameReading}）です。京都出身で日本語教師の資格を持ち、今はマルタを拠点に活動しています。世界中から集まる学習者に日本語を、日本語を話す皆さんには英語を教えています。`,
} as const satisfies Hero;

export const portrait = {
  picture: portraitPicture,
  // EDIT with your photo: what it shows, e.g. `バレッタの港を背に微笑む${site.teacherName}`.
  alt: `笑顔の${site.teacherName}を描いたイラスト`,
} as const satisfies ContentPicture;

export const story = {
  title: 'これまでの歩み',
  paragraphs: [
    `改めまして、${site.teacherName}です。お寺や茶屋に囲まれた京都で育ちました。日本語という言葉を本当に意識するようになったのは、教える立場になってからのことです。大学で日本語教育を学び、教師になって最初の数年間は、留学生が日本語で自分の思いを伝えられるようになるお手伝いをしてきました。`,
    '英語は大人になってから学びました。緊張も、たくさんの間違いも経験しました。その経験が、英語と日本語どちらの教え方の土台にもなっています。たくさん話すこと、間違いを恐れないこと、そして腑に落ちる説明をすること。',
    '今はマルタで暮らしながら、対面とオンラインでレッスンをしています。時間があれば地中海で泳ぎ、生徒さんが初めて日本語で一文をまるごと話せた瞬間には、今でも毎回胸が躍ります。',
  ],
  facts: [
    { icon: 'pin', text: '京都出身' },
    { icon: 'globe', text: 'マルタ在住' },
    { icon: 'award', text: '指導歴10年以上' },
    { icon: 'language', text: '日本語・英語' },
  ],
} as const satisfies Localized<typeof en.story>;

export const credentials = {
  label: '資格・経歴',
  items: [
    { icon: 'award', title: '学士（大学卒業）', detail: '大学で日本語教育に関する科目を26単位以上修得' },
    { icon: 'shield', title: '国の基準を満たす資格', detail: '日本語教員として国が定める要件を満たしています' },
    { icon: 'calendar', title: '指導歴10年以上', detail: '日本語と英語を、マルタとオンラインで' },
  ],
} as const satisfies Localized<typeof en.credentials>;

export const certification = {
  eyebrow: '資格',
  title: '国の基準を満たす日本語教師です',
  intro:
    '日本では、日本語教員に求められる要件が、国の「日本語教育機関の告示基準」（新基準）で定められています。私は大学の学位によってこの要件を満たしており、次の二つの基準のどちらにも該当します。',
  criteria: [
    '大学で日本語教育に関する科目を26単位以上修得していること',
    'その単位を修得した大学を卒業し、学士の学位を得ていること',
  ],
  source: {
    label: '対象となる大学の公式一覧（文化庁・PDF）',
    href: 'https://www.bunka.go.jp/seisaku/kokugo_nihongo/kyoiku/pdf/93738101_01.pdf',
  },
  note: '日本国内の日本語学校が教員を採用する際にも、同じ基準が用いられています。',
} as const satisfies Certification;

export const values = {
  eyebrow: '大切にしていること',
  title: '私の教え方',
  features: [
    {
      icon: 'target',
      title: '学ぶ人が主役',
      description:
        'あなたの目標、興味、ペースに合わせて毎回のレッスン内容を決め、上達に合わせてプランも見直していきます。',
    },
    {
      icon: 'globe',
      title: '文化にふれながら学ぶ',
      description:
        '言葉は文化の中に生きています。季節の行事、食べ物、マナー、日本ならではのユーモアも、すべてのコースに取り入れています。',
    },
    {
      icon: 'users',
      title: '支え合える学びの場',
      description:
        'ここでは間違いは大歓迎です。クラスでは受講生同士が励まし合い、私にもいつでもメッセージで気軽にご相談いただけます。',
    },
  ],
} as const satisfies Localized<typeof en.values>;
