// The Japanese edition of ../promo.ts: the free-trial landing page, with its badge, two buttons
// to /contact, the note "no credit card • 30-minute session", four benefits and three blurbs.
import type { CallToAction } from '../card-types.ts';
import { trial } from '../site.ts';
import type { Localized } from '../localized.ts';
import type * as en from '../promo.ts';
import type { PromoHero } from '../promo.ts';

export const promoHero = {
  badge: '期間限定',
  eyebrow: '無料体験レッスン',
  title: '最初のレッスンは無料です',
  lead: `日本語教師の資格を持つ日本人講師による${trial.minutes}分の英語または日本語のレッスンを、無料で体験していただけます。オンラインでも、マルタでの対面でも。入会の義務はありませんので、まずはレッスンの雰囲気を確かめてみてください。`,
  action: '無料体験を申し込む',
  note: `クレジットカード不要 • ${trial.minutes}分間のレッスン`,
} as const satisfies PromoHero;

export const trialBenefits = {
  title: '無料体験レッスンの内容',
  items: [
    '目標や学ぶ理由について、気軽にお話しします',
    'まったくの初心者からN1レベルまで、やさしくレベルチェック',
    'すぐに使えるフレーズを学ぶミニレッスン',
    'あなたに合ったコースを含む、個別の学習プランのご提案',
  ],
} as const satisfies Localized<typeof en.trialBenefits>;

export const blurbs = {
  title: '初回レッスンが好評な理由',
  features: [
    {
      icon: 'calendar',
      title: '選べるスケジュール',
      description: '月曜〜土曜の9:00〜20:00（中央ヨーロッパ時間・CET）の中から、ご都合のよい時間をお選びください。',
    },
    {
      icon: 'user',
      title: 'マンツーマンで対応',
      description: 'レッスンの時間はすべてあなたのために。ご質問、レベル、目標に合わせて進めます。',
    },
    {
      icon: 'award',
      title: '経験豊富な講師',
      description: '日本語教師の資格を持ち、教室での指導経験が10年以上ある日本人講師が担当します。',
    },
  ],
} as const satisfies Localized<typeof en.blurbs>;

export const promoCta = {
  title: 'はじめの一歩を踏み出しませんか？',
  text: `短いメッセージをお送りください。${trial.replyHours}時間以内にお返事し、無料レッスンの日程を調整します。`,
  action: '今すぐ無料体験を申し込む',
  note: promoHero.note,
} as const satisfies CallToAction;
