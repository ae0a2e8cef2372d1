// The Japanese edition of ../english-lessons.ts: the English lessons page for Japanese speakers,
// its programs and prices (英会話 €25/hour, the popular one; ビジネス英語 €30/hour; IELTS・TOEFL
// 対策 €35/hour), Japanese support and the closing band. Prices stay exactly as the English page
// writes them: the build reads them for search engines.
import type { CallToAction } from '../card-types.ts';
import { trial } from '../site.ts';
import type * as en from '../english-lessons.ts';
import type { BilingualHero, SupportSection } from '../english-lessons.ts';
import type { Localized } from '../localized.ts';
import type { Program } from '../programs.ts';

// The English page's heading is English with its Japanese meaning under it. Here the heading
// itself is Japanese, so the line under it is a short Japanese promise instead of a translation.
export const englishHero = {
  eyebrow: '英語レッスン｜マルタ・オンライン',
  title: '日本人のための英語レッスン',
  titleJa: '日本語サポートつき',
  lead: '旅行、仕事、試験に役立つ実践的な英語を、必要に応じて日本語で説明しながら学べます。オンラインでも、マルタでの対面でも受講できます。',
  primary: { label: '無料体験を予約する', to: '/contact' },
  mark: { text: '英語', lang: 'ja' },
  markCaption: 'English',
} as const satisfies BilingualHero;

export const whyLearn = {
  title: '選ばれる理由',
  benefits: [
    {
      icon: 'language',
      title: 'わかるまで日本語で説明',
      subtitle: { text: '日本語で質問できます', lang: 'ja' },
      description: '難しい文法や微妙なニュアンスも日本語で説明するので、理解があいまいなまま先へ進むことはありません。',
    },
    {
      icon: 'heart',
      title: '学ぶ側の気持ちがわかる講師',
      subtitle: { text: '私も大人になってから英語を学びました' },
      description:
        '日本人が英語でつまずきやすい発音、ついやってしまうクセ、話すときの不安。どれもよくわかります。私自身がそうだったからです。',
    },
    {
      icon: 'globe',
      title: '英語が公用語の国・マルタから',
      description: 'マルタでは英語が公用語のひとつです。仕事や海外生活、友人との会話で本当に使う英語を練習しましょう。',
    },
  ],
} as const satisfies Localized<typeof en.whyLearn>;

export const englishProgramsSection = {
  title: 'コースを選ぶ',
  intro: '料金は1時間あたりのユーロ表示で、各レッスンの前にお支払いいただきます。レッスンは30分または60分です。',
  action: 'このコースで始める',
} as const satisfies Localized<typeof en.englishProgramsSection>;

export const englishPrograms = [
  {
    icon: 'chat',
    title: '英会話',
    description:
      '身近な話題についてリラックスして実践的な会話を重ね、流暢さ、自然な言い回し、そして自信を身につけます。',
    price: '€25/hour',
    features: ['日常会話・旅行英会話', '発音とリスニング', '自然なフレーズやイディオム', 'やさしく丁寧な訂正'],
    popular: true,
  },
  {
    icon: 'briefcase',
    title: 'ビジネス英語',
    description: '会議、メール、プレゼンテーション、電話で使う英語を、実際のお仕事の資料を使って練習します。',
    price: '€30/hour',
    features: ['会議とプレゼンテーション', 'メールとレポート', '交渉とスモールトーク', 'ご自身の業界で使う語彙'],
  },
  {
    icon: 'trophy',
    title: 'IELTS・TOEFL対策',
    description:
      '目標スコアに向けた集中対策です。模擬試験に取り組み、ライティングとスピーキングには詳しいフィードバックをお返しします。',
    price: '€35/hour',
    features: [
      '4技能すべてに対応',
      '本番と同じ制限時間での模擬試験',
      'ライティング・スピーキングの添削',
      '設問タイプごとの攻略法',
    ],
  },
] as const satisfies readonly Program[];

export const japaneseSupport = {
  title: '日本語でのサポート',
  lead: { text: 'レッスンのこと、日本語でお気軽にご相談ください。', lang: 'ja' },
  text: `どのコースが合うかわからない方や、日本語で書くほうが気楽な方も、日本語・英語どちらでもお気軽にメッセージをお送りください。${trial.replyHours}時間以内にお返事します。`,
  action: { label: 'お問い合わせ', to: '/contact' },
} as const satisfies SupportSection;

export const englishCta = {
  title: '英語を話す一歩を、踏み出してみませんか？',
  text: `${trial.minutes}分の無料体験レッスンをお試しください。入会の義務はなく、クレジットカードの登録も必要ありません。`,
  action: '無料体験を予約する',
} as const satisfies CallToAction;
